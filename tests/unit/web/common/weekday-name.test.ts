import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEEK_MONDAY_FIRST, weekdayName } from '../../../../src/common/weekday-name';

afterEach(() => vi.restoreAllMocks());

describe("a weekday's name", () => {
  it("is written in the user's language, Monday first", () => {
    expect(WEEK_MONDAY_FIRST.map((day) => weekdayName(day, 'en-US'))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(weekdayName(1, 'zh-CN')).toBe('星期一');
  });

  it("is written with one date format per language, however many times a store's hours are drawn", () => {
    weekdayName(0, 'en-GB');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    for (let round = 0; round < 10; round++) WEEK_MONDAY_FIRST.forEach((day) => weekdayName(day, 'en-GB'));
    expect(made).not.toHaveBeenCalled();
  });
});
