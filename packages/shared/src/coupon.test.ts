import { describe, expect, it } from 'vitest';
import { canApplyCoupon, couponCheckSchema } from './coupon';
import { fieldErrors } from './test-support';

describe('couponCheckSchema', () => {
  it('trims the code and parses the price', () => {
    expect(couponCheckSchema.parse({ promocode: ' MYTRIAL ', price: '1,099' })).toEqual({
      promocode: 'MYTRIAL',
      price: 1099,
    });
  });
  it('reports missing and invalid values', () => {
    expect(fieldErrors(couponCheckSchema, { promocode: ' ' })).toEqual({
      promocode: ['Coupon code is required'],
      price: ['Price is required'],
    });
    expect(fieldErrors(couponCheckSchema, { promocode: 'X'.repeat(65), price: -1 })).toEqual({
      promocode: ['Coupon code is too long'],
      price: ["Price can't be negative"],
    });
  });
  it('enables Apply only with a code', () => {
    expect(canApplyCoupon('')).toBe(false);
    expect(canApplyCoupon('   ')).toBe(false);
    expect(canApplyCoupon(undefined)).toBe(false);
    expect(canApplyCoupon('MYTRIAL')).toBe(true);
  });
});
