import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { DirectorProgram } from '@camp/shared/director-program';
import { paths } from '../../../lib/paths';

export const programEditPath = (id: number) => paths.director.program(id);

interface ProgramListProps {
  programs: DirectorProgram[];
  onDelete: (program: DirectorProgram) => void;
}

function Actions({
  program,
  onDelete,
}: {
  program: DirectorProgram;
  onDelete: ProgramListProps['onDelete'];
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
      <Button
        component={RouterLink}
        to={programEditPath(program.id)}
        size="small"
        variant="outlined"
        startIcon={<EditIcon />}
        aria-label={`Edit ${program.name}`}
      >
        Edit
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => onDelete(program)}
        aria-label={`Delete ${program.name}`}
      >
        Delete
      </Button>
    </Box>
  );
}

/** The programs as a table (columns Program, Location, Actions) on desktop, accordions on phones. */
export function ProgramList({ programs, onDelete }: ProgramListProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));

  if (phone) {
    return (
      <Box component="ul" aria-label="Programs" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {programs.map((program) => (
          <Box component="li" key={program.id} sx={{ mb: 1.5 }}>
            <Accordion
              disableGutters
              variant="outlined"
              sx={{ borderRadius: '14px', '&:before': { display: 'none' } }}
            >
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                aria-controls={`program-${program.id}-details`}
                id={`program-${program.id}-summary`}
              >
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {program.name}
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`program-${program.id}-details`}>
                <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
                  Location
                </Typography>
                <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>{program.location}</Typography>
                <Actions program={program} onDelete={onDelete} />
              </AccordionDetails>
            </Accordion>
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: '14px' }}>
      <Table aria-label="Programs">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>Program</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>Location</TableCell>
            <TableCell sx={{ fontWeight: 700, width: 250 }}>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {programs.map((program) => (
            <TableRow key={program.id} hover>
              <TableCell sx={{ fontWeight: 600 }}>{program.name}</TableCell>
              <TableCell>{program.location}</TableCell>
              <TableCell>
                <Actions program={program} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
