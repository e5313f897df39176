import { DISPUTE_RESOLUTIONS } from '@gigmarket/shared';
import GavelIcon from '@mui/icons-material/Gavel';
import { Box, Divider, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  Confirm,
  Form,
  RadioButtonGroupInput,
  SaveButton,
  TextInput,
  maxLength,
  required,
  useCanAccess,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { serverErrors } from '../account/serverErrors';
import { choices } from '../common/choices';
import { useCurrency } from '../common/currency';
import { decimalToMinor, formatMinorMoney, minorToDecimal } from '../common/money';
import { userLabel } from '../common/UserReferenceField';
import type { AppDataProvider, DisputeResolution, ResolveDisputeBody } from '../providers/dataProvider';

interface ResolveValues {
  resolution?: DisputeResolution;
  freelancer_amount?: string;
  note?: string;
}

function agreedMinor(record: RaRecord): number {
  const value = Number(record?.agreed_amount_minor);
  return Number.isFinite(value) ? value : 0;
}

/** The freelancer's part of a split: a decimal amount of at most two places, from 0 to the agreed amount. */
export function freelancerAmountRule(agreed: number, format: (minor: number) => string) {
  return (value: unknown, values: ResolveValues) => {
    if (values.resolution !== 'split') return undefined;
    if (value === null || value === undefined || String(value).trim() === '') return 'ra.validation.required';
    const minor = decimalToMinor(value);
    if (minor === null) return 'resources.disputes.resolve.amount_invalid';
    if (minor < 0 || minor > agreed) {
      return { message: 'resources.disputes.resolve.amount_range', args: { min: format(0), max: format(agreed) } };
    }
    return undefined;
  };
}

/** What the API takes: the amount only for a split, as a decimal string; the note only when written. */
export function resolveBody(values: ResolveValues): ResolveDisputeBody {
  const body: ResolveDisputeBody = { resolution: values.resolution! };
  if (values.resolution === 'split') {
    const minor = decimalToMinor(values.freelancer_amount);
    body.freelancer_amount = minor === null ? String(values.freelancer_amount ?? '') : minorToDecimal(minor);
  }
  const note = values.note?.trim();
  if (note) body.note = note;
  return body;
}

function AmountInput({ helperText, validate }: { helperText: string; validate: ReturnType<typeof freelancerAmountRule> }) {
  const resolution = useWatch<ResolveValues>({ name: 'resolution' });
  if (resolution !== 'split') return null;
  return <TextInput source="freelancer_amount" inputMode="decimal" validate={validate} helperText={helperText} />;
}

/** The confirm step; it lives inside the form so the server's field errors land beside the fields. */
function ConfirmResolve({
  record,
  pending,
  onClose,
}: {
  /** The dispute (inside the form, the record context is the form's own). */
  record: RaRecord;
  pending: ResolveValues | null;
  onClose: () => void;
}) {
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { setError } = useFormContext();
  const currency = useCurrency();
  const [locale] = useLocaleState();
  const money = (minor: number) => formatMinorMoney(minor, String(record?.currency || currency), locale);

  const { mutate, isPending } = useMutation({
    mutationFn: (body: ResolveDisputeBody) => dataProvider.resolveDispute(record.id, body),
    onSuccess: (answer) => {
      const message = answer?.message || 'resources.disputes.resolve.done';
      notify(message, { type: 'success', messageArgs: { _: message } });
      void queryClient.invalidateQueries({ queryKey: [resource] });
      refresh();
    },
    onError: (error: Error) => {
      const errors = serverErrors(error);
      if (errors) {
        for (const [field, message] of Object.entries(errors)) setError(field, { type: 'server', message });
      }
      notify(error.message, { type: 'error', messageArgs: { _: error.message } });
    },
    onSettled: onClose,
  });

  const agreed = agreedMinor(record);
  const freelancer = userLabel(record.freelancer_name, null) ?? translate('app.unnamed_user');
  const employer = userLabel(record.employer_name, null) ?? translate('app.unnamed_user');
  let content = '';
  if (pending?.resolution === 'release') {
    content = translate('resources.disputes.resolve.confirm_release', { amount: money(agreed), freelancer });
  } else if (pending?.resolution === 'refund') {
    content = translate('resources.disputes.resolve.confirm_refund', { amount: money(agreed), employer });
  } else if (pending?.resolution === 'split') {
    const part = decimalToMinor(pending.freelancer_amount) ?? 0;
    content = translate('resources.disputes.resolve.confirm_split', {
      part: money(part),
      rest: money(agreed - part),
      freelancer,
      employer,
    });
  }
  return (
    <Confirm
      isOpen={pending !== null}
      loading={isPending}
      title="resources.disputes.resolve.confirm_title"
      titleTranslateOptions={{ id: record.id }}
      content={
        <>
          <Typography>{content}</Typography>
          <Typography sx={{ mt: 1 }} color="text.secondary">
            {translate('resources.disputes.resolve.final')}
          </Typography>
        </>
      }
      confirm="resources.disputes.resolve.submit"
      confirmColor="warning"
      onConfirm={() => pending && mutate(resolveBody(pending))}
      onClose={onClose}
    />
  );
}

/**
 * "Resolve dispute" under an open dispute: release to the freelancer, refund the employer, or split
 * by amount; asks to confirm, then `POST /api/admin/disputes/:id/resolve`. Needs `disputes.edit`.
 */
export function ResolveDisputeForm() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const currency = useCurrency();
  const [locale] = useLocaleState();
  const [pending, setPending] = useState<ResolveValues | null>(null);
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  if (!record || !canAccess) return null;
  const agreed = agreedMinor(record);
  const money = (minor: number) => formatMinorMoney(minor, String(record.currency || currency), locale);
  const title = translate('resources.disputes.resolve.title');
  return (
    <Box component="section" aria-label={title} sx={{ px: 2, pb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Form
        record={{}}
        resource={resource}
        onSubmit={(values: Record<string, unknown>) => {
          setPending(values as ResolveValues);
        }}
      >
        <RadioButtonGroupInput
          source="resolution"
          choices={choices(DISPUTE_RESOLUTIONS, 'resolution')}
          validate={required()}
          row
        />
        <AmountInput
          helperText={translate('resources.disputes.resolve.amount_help', { min: money(0), max: money(agreed) })}
          validate={freelancerAmountRule(agreed, money)}
        />
        <TextInput source="note" multiline minRows={2} validate={maxLength(500)} fullWidth />
        <SaveButton label="resources.disputes.resolve.submit" icon={<GavelIcon />} alwaysEnable />
        <ConfirmResolve record={record} pending={pending} onClose={() => setPending(null)} />
      </Form>
    </Box>
  );
}
