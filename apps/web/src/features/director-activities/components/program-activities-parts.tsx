import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  InputAdornment,
  TextField,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import type { Dispatch, SetStateAction } from 'react';

// The program activities panel's parts: the search by SKU and dates, and the dialog that says
// why an activity cannot be deleted.

export interface FilterInputs {
  sku: string;
  startDate: string;
  endDate: string;
}

export const EMPTY_INPUTS: FilterInputs = { sku: '', startDate: '', endDate: '' };

const REFUSED_TITLE = "You can't delete this activity";

/** The SKU and date-range search, and 'Clear all' while a filter is set. */
export function ActivitySearchBar({
  inputs,
  onChange,
  filtered,
  onClear,
}: {
  inputs: FilterInputs;
  onChange: Dispatch<SetStateAction<FilterInputs>>;
  filtered: boolean;
  onClear: () => void;
}) {
  return (
    <Box
      role="search"
      aria-label="Search activities"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr auto' },
        gap: 2,
        alignItems: 'center',
        mb: 3,
      }}
    >
      <TextField
        label="Search by SKU"
        value={inputs.sku}
        onChange={(e) => onChange((i) => ({ ...i, sku: e.target.value }))}
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        label="From"
        type="date"
        value={inputs.startDate}
        onChange={(e) => onChange((i) => ({ ...i, startDate: e.target.value }))}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="To"
        type="date"
        value={inputs.endDate}
        onChange={(e) => onChange((i) => ({ ...i, endDate: e.target.value }))}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: inputs.startDate || undefined },
        }}
      />
      <Button
        onClick={onClear}
        disabled={!filtered}
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
      >
        Clear all
      </Button>
    </Box>
  );
}

/** Why the server refused to delete the activity (null: closed). */
export function RefusalDialog({
  refusal,
  onClose,
}: {
  refusal: string | null;
  onClose: () => void;
}) {
  // The spec's refusal text starts with the dialog's title; the rest is its body.
  const refusalBody = refusal?.startsWith(`${REFUSED_TITLE}. `)
    ? refusal.slice(REFUSED_TITLE.length + 2)
    : refusal;
  return (
    <Dialog
      open={refusal !== null}
      onClose={onClose}
      aria-labelledby="activity-refused-title"
      aria-describedby="activity-refused-text"
      maxWidth="xs"
    >
      <DialogTitle id="activity-refused-title">{REFUSED_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id="activity-refused-text">{refusalBody}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" autoFocus onClick={onClose}>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
