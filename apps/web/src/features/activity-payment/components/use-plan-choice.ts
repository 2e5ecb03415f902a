import { useState } from 'react';
import {
  paymentPlanSchedule,
  type PaymentPlanChoice,
  type PaymentPlanSchedule,
} from '@camp/shared/payment-plan';
import type { ParentItineraryActivity } from '@camp/shared/parent-itinerary';
import { activityAmount } from '../payable';

/**
 * The booking dialog's plan choice: the schedule of the chosen activities by the shared rule
 * (decision 0065), and the deposit Pay charges when paying in instalments. A choice that
 * stops being eligible (an activity unchecked) falls back to paying in full.
 */
export function usePlanChoice(selected: ParentItineraryActivity[], now: Date = new Date()) {
  const [choice, setValue] = useState<PaymentPlanChoice>('full');
  const starts = selected
    .map((i) => i.start_date ?? i.activity.start_date)
    .filter((d): d is string => typeof d === 'string')
    .sort();
  const schedule: PaymentPlanSchedule | null =
    selected.length === 0 || starts.length === 0
      ? null
      : paymentPlanSchedule({
          // The itinerary's prices are dollars; the rule counts cents.
          totalCents: Math.round(selected.reduce((t, i) => t + activityAmount(i), 0) * 100),
          earliestStartDate: starts[0]!,
          today: now.toISOString().slice(0, 10),
        });
  const value: PaymentPlanChoice = schedule ? choice : 'full';
  return {
    value,
    setValue,
    schedule,
    deposit: value === 'instalments' && schedule ? schedule.depositCents : null,
  };
}
