import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import {
  PAYMENT_PLAN,
  PAYMENT_PLAN_MESSAGES,
  type PaymentPlanChoice,
  type PaymentPlanSchedule,
} from '@camp/shared/payment-plan';
import { formatCents, formatListDate } from '../../../lib/format';

/**
 * 'Pay in full' or 'Pay in instalments' in the booking dialog (decision 0065), with the
 * schedule the API will keep (the same shared rule) shown before paying. Instalments stay
 * disabled, with the reason, when the choice cannot be paid so.
 */
export function PlanChoice({
  value,
  onChange,
  schedule,
  disabled,
}: {
  value: PaymentPlanChoice;
  onChange: (value: PaymentPlanChoice) => void;
  schedule: PaymentPlanSchedule | null;
  disabled: boolean;
}) {
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        How would you like to pay?
      </FormLabel>
      <RadioGroup
        value={value}
        onChange={(e) => onChange(e.target.value as PaymentPlanChoice)}
        name="plan"
      >
        <FormControlLabel
          value="full"
          control={<Radio />}
          label="Pay in full"
          disabled={disabled}
        />
        <FormControlLabel
          value="instalments"
          control={<Radio />}
          disabled={disabled || schedule === null}
          label={
            schedule
              ? `Pay in instalments: ${formatCents(schedule.depositCents)} today`
              : 'Pay in instalments'
          }
        />
      </RadioGroup>
      {schedule === null ? (
        <FormHelperText>{PAYMENT_PLAN_MESSAGES.notEligible}</FormHelperText>
      ) : (
        value === 'instalments' && (
          <Typography component="div" variant="body2" sx={{ mt: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              Your schedule
            </Typography>
            <ul style={{ margin: 0, paddingLeft: '1.25rem' }} aria-label="Instalment schedule">
              <li>
                Today: {formatCents(schedule.depositCents)} deposit ({PAYMENT_PLAN.depositPercent}%)
              </li>
              {schedule.instalments.map((i) => (
                <li key={i.dueDate}>
                  {formatListDate(i.dueDate)}: {formatCents(i.amountCents)}
                </li>
              ))}
            </ul>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              Each instalment is charged automatically to the card you pay the deposit with. If a
              charge fails we e-mail you and try again after {PAYMENT_PLAN.retryAfterDays[0]} and{' '}
              {PAYMENT_PLAN.retryAfterDays[1]} days.
            </Typography>
          </Typography>
        )
      )}
    </FormControl>
  );
}
