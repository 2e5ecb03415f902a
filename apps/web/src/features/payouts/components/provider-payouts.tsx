import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  PROVIDER_PAYOUT_PAGE_SIZES,
  PROVIDER_PAYOUT_SORTS,
  payoutHoldSchema,
  type PayoutHoldInput,
  type ProviderPayout,
} from '@camp/shared/admin-payments';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ExportCsvButton, listFilter, useListParams } from '../../../components/ui/list-filter';
import { FormTextField } from '../../../components/ui/form-text-field';
import { LoadError, LoadingBlock } from '../../../components/ui/paged-list';
import { toast } from '../../../components/ui/toaster';
import { applyServerErrors, failureMessage, sharedResolver } from '../../../lib/form-support';
import { formatCents } from '../../../lib/format';
import {
  holdPayouts,
  payoutKeys,
  downloadProviderPayoutsCsv,
  providerPayoutsQueryOptions,
  releasePayouts,
} from '../api/payouts';
import { ProviderPayoutsGrid } from './provider-payouts-grid';

/** The per-provider list has no filter form; its page and order are in the URL (providers_…). */
const noFilter = listFilter(z.object({}), {});

const money = (cents: number) => formatCents(cents, { cents: 'always' });

/** The reason an admin holds a provider's payouts, kept in the audit trail. */
function HoldDialog({
  provider,
  onClose,
  onHeld,
}: {
  provider: ProviderPayout | null;
  onClose: () => void;
  onHeld: (p: ProviderPayout) => void;
}) {
  const form = useForm<{ reason: string }, unknown, PayoutHoldInput>({
    defaultValues: { reason: '' },
    resolver: sharedResolver<{ reason: string }, typeof payoutHoldSchema>(payoutHoldSchema),
  });
  const { control, handleSubmit, setError, formState, reset } = form;
  const submit = handleSubmit(async (input) => {
    if (!provider) return;
    try {
      onHeld(await holdPayouts(provider.provider_user_id, input.reason));
      reset({ reason: '' });
    } catch (err) {
      applyServerErrors(err, setError, ['reason']);
    }
  });
  const rootError = formState.errors.root?.server?.message;
  return (
    <Dialog
      open={provider !== null}
      onClose={formState.isSubmitting ? undefined : onClose}
      aria-labelledby="hold-title"
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="hold-title">
        <DialogTitle id="hold-title">Hold {provider?.provider_name}’s payouts?</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Typography color="text.secondary">
            The daily payout skips this provider until you release the hold; their sales wait,
            pending.
          </Typography>
          <FormTextField control={control} name="reason" label="Reason" required autoFocus />
          {rootError && <Alert severity="error">{rootError}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={formState.isSubmitting}>
            Hold payouts
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * Each provider's sales less refunds, the platform's fee income from them and what is pending
 * or paid out; an admin holds a provider's payouts (the daily payout skips them) or releases them.
 */
export function ProviderPayouts({ providerLink }: { providerLink: (id: number) => string }) {
  const queryClient = useQueryClient();
  const list = useListParams(noFilter, {
    prefix: 'providers_',
    pageSizes: PROVIDER_PAYOUT_PAGE_SIZES,
    sorts: PROVIDER_PAYOUT_SORTS,
    sort: 'gross_cents',
    order: 'desc',
  });
  const { page, perPage, sort, order } = list;
  const providers = useQuery(providerPayoutsQueryOptions({ page, per_page: perPage, sort, order }));
  const [holding, setHolding] = useState<ProviderPayout | null>(null);
  const [releasing, setReleasing] = useState<ProviderPayout | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: payoutKeys.all });
  const release = useMutation({
    mutationFn: (id: number) => releasePayouts(id),
    onSuccess: (p) => {
      toast.success(`${p.provider_name}’s payouts are released.`);
      setReleasing(null);
    },
    onError: (err) => toast.error(failureMessage(err)),
    onSettled: refresh,
  });

  return (
    <Box component="section" aria-labelledby="per-provider" sx={{ mb: 3 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          justifyContent: 'space-between',
          alignItems: 'center',
          mb: 1.5,
        }}
      >
        <Typography id="per-provider" variant="h5" component="h2">
          Per provider
        </Typography>
        <ExportCsvButton
          label="Export CSV per provider"
          download={() => downloadProviderPayoutsCsv({ sort, order })}
        />
      </Box>
      {providers.isPending ? (
        <LoadingBlock label="Loading providers" />
      ) : providers.isError ? (
        <LoadError error={providers.error} onRetry={() => void providers.refetch()} />
      ) : (
        <>
          <Typography sx={{ mb: 1.5 }}>
            Platform fee income: <strong>{money(providers.data.totals.platform_fee_cents)}</strong>{' '}
            of {money(providers.data.totals.gross_cents)} in sales, refunds taken off.
          </Typography>
          <ProviderPayoutsGrid
            providers={providers.data.providers}
            count={providers.data.pagy.count}
            loading={providers.isFetching}
            list={list}
            providerLink={providerLink}
            onHold={setHolding}
            onRelease={setReleasing}
          />
        </>
      )}
      <HoldDialog
        provider={holding}
        onClose={() => setHolding(null)}
        onHeld={(p) => {
          setHolding(null);
          toast.success(`${p.provider_name}’s payouts are on hold.`);
          refresh();
        }}
      />
      <ConfirmDialog
        open={releasing !== null}
        title={`Release ${releasing?.provider_name ?? ''}’s payouts?`}
        description="The next daily payout pays what is due to them."
        confirmText="Release"
        busy={release.isPending}
        onConfirm={() => releasing && release.mutate(releasing.provider_user_id)}
        onClose={() => setReleasing(null)}
      />
    </Box>
  );
}
