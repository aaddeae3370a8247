import { describe, expect, it } from 'vitest';
import { hostName, isSite, siteForHost } from './site';

describe('hostName', () => {
  it('drops the port and lower-cases', () => {
    expect(hostName('ArrsPlace.Localhost:3000')).toBe('arrsplace.localhost');
    expect(hostName('localhost')).toBe('localhost');
    expect(hostName('[::1]:3000')).toBe('[::1]');
    expect(hostName(undefined)).toBe('');
  });
});

describe('siteForHost', () => {
  const hosts = ['arrsplace.localhost', 'arrsplace.example'];
  it('treats listed hosts as the marketplace', () => {
    expect(siteForHost('arrsplace.localhost:3000', hosts)).toBe('marketplace');
    expect(siteForHost('ARRSPLACE.EXAMPLE', hosts)).toBe('marketplace');
  });
  it('treats every other host as the consultancy', () => {
    expect(siteForHost('localhost:3000', hosts)).toBe('consultancy');
    expect(siteForHost('evil.arrsplace.localhost', hosts)).toBe('consultancy');
    expect(siteForHost(undefined, hosts)).toBe('consultancy');
  });
});

describe('isSite', () => {
  it('accepts only the two sites', () => {
    expect(isSite('marketplace')).toBe(true);
    expect(isSite('consultancy')).toBe(true);
    expect(isSite('other')).toBe(false);
    expect(isSite(undefined)).toBe(false);
  });
});
