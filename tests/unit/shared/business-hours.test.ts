import { describe, expect, it } from 'vitest';
import { businessHoursProblem, crossesMidnight } from '../../../resources/store';

const day = (d: number, open: string, close: string) => ({ day: d, open, close });

describe('business hours', () => {
  it('accept one entry per weekday, including hours past midnight', () => {
    expect(businessHoursProblem([])).toBeUndefined();
    expect(businessHoursProblem([day(0, '00:00', '23:59'), day(5, '22:00', '02:00'), day(6, '10:00', '00:00')])).toBeUndefined();
  });

  it('tell hours that run into the next day', () => {
    expect(crossesMidnight(day(5, '22:00', '02:00'))).toBe(true);
    expect(crossesMidnight(day(6, '10:00', '00:00'))).toBe(true);
    expect(crossesMidnight(day(1, '09:00', '17:00'))).toBe(false);
  });

  it('name the first broken entry and field', () => {
    expect(businessHoursProblem([day(1, '09:00', '17:00'), day(1, '18:00', '20:00')])).toEqual({
      index: 1,
      field: 'day',
      message: 'validation.business_hours_same_day',
    });
    expect(businessHoursProblem([day(2, '08:00', '08:00')])).toEqual({
      index: 0,
      field: 'close',
      message: 'validation.business_hours_same_time',
    });
    expect(businessHoursProblem([day(7, '08:00', '09:00')])).toMatchObject({ index: 0, field: 'day', message: 'validation.weekday' });
    expect(businessHoursProblem([day(-1, '08:00', '09:00')])).toMatchObject({ field: 'day' });
    expect(businessHoursProblem([day(1.5, '08:00', '09:00')])).toMatchObject({ field: 'day' });
  });

  it.each(['24:00', '9:00', '09:60', '0900', '09:00:00', ' 09:00', ''])('refuse the time %j', (time) => {
    expect(businessHoursProblem([day(3, time, '12:00')])).toMatchObject({ field: 'open', message: 'validation.time_of_day' });
    expect(businessHoursProblem([day(3, '12:00', time)])).toMatchObject({ field: 'close', message: 'validation.time_of_day' });
  });
});
