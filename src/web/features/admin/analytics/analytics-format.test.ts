import { describe, expect, it } from 'vitest';
import { formatDay } from '../../../lib/uk-dates';
import {
  customRangeProblem,
  describeChange,
  formatBytes,
  formatDuration,
  formatPercent,
  formatRowFigure,
  presetRange,
  utcToday,
} from './analytics-format';

describe('analytics ranges', () => {
  it('counts today as the last day of a preset, in UTC', () => {
    expect(utcToday(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-25');
    expect(presetRange(7, '2026-11-25')).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(presetRange(30, '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });

  it('explains custom dates it cannot ask for', () => {
    expect(customRangeProblem('2026-11-01', '2026-11-25')).toBeNull();
    expect(customRangeProblem('', '2026-11-25')).toBe('Enter both a start date and an end date.');
    expect(customRangeProblem('2026-11-26', '2026-11-25')).toBe(
      'The start date must be on or before the end date.',
    );
    expect(customRangeProblem('2024-01-01', '2026-11-25')).toBe('Choose a range of at most 400 days.');
  });
});

describe('analytics figures in words', () => {
  it('describes the change against the previous period without relying on colour', () => {
    expect(describeChange(125, 100)).toEqual({ direction: 'up', text: 'Up 25% on the previous period' });
    expect(describeChange(90, 100)).toEqual({ direction: 'down', text: 'Down 10% on the previous period' });
    expect(describeChange(100, 100).direction).toBe('same');
    expect(describeChange(5, 0)).toEqual({ direction: 'none', text: 'No earlier data to compare' });
    expect(describeChange(null, 3).direction).toBe('none');
  });

  it('writes durations, rates and days plainly', () => {
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(200)).toBe('3 min 20 s');
    expect(formatDuration(7200)).toBe('2 h');
    expect(formatDuration(5400)).toBe('1 h 30 min');
    expect(formatDuration(90_000)).toBe('1 day 1 h');
    expect(formatDuration(null)).toBe('No data');
    expect(formatPercent(1 / 3)).toBe('33%');
    expect(formatPercent(0.005)).toBe('0.5%');
    expect(formatPercent(null)).toBe('No data');
    expect(formatDay('2026-11-05')).toBe('5 Nov 2026');
  });
});

describe('analytics storage figures', () => {
  it('reads bytes in units of 1,024 with at most one decimal', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(812)).toBe('812 bytes');
    expect(formatBytes(16 * 1024)).toBe('16 KB');
    expect(formatBytes(4.25 * 1024 ** 2)).toBe('4.3 MB');
    expect(formatBytes(4 * 1024 ** 3)).toBe('4 GB');
    expect(formatBytes(3 * 1024 ** 5)).toBe('3,072 TB');
  });

  it('says whether a table’s rows are an estimate, counted or a lower bound', () => {
    expect(formatRowFigure(1_700_000, 'estimate')).toBe('About 1,700,000');
    expect(formatRowFigure(25, 'counted')).toBe('25');
    expect(formatRowFigure(100_000, 'more_than')).toBe('More than 100,000');
  });
});
