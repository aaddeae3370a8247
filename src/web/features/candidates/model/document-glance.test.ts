import { describe, expect, it } from 'vitest';
import { documentsNeedingAttention } from './document-glance';

describe('documents needing attention', () => {
  const today = '2026-11-27';

  it('names rejected, expired and soon-expiring documents, most urgent first', () => {
    expect(
      documentsNeedingAttention(
        [
          { status: 'verified', expiryDate: '2026-12-20' },
          { status: 'rejected', expiryDate: null },
          { status: 'expired', expiryDate: '2026-10-01' },
          // Past its date: the server presents it as expired even before the nightly job marks it.
          { status: 'expired', expiryDate: '2026-11-26' },
          { status: 'pending', expiryDate: '2026-12-05' },
          { status: 'verified', expiryDate: '2027-06-01' },
          { status: 'verified', expiryDate: null },
        ],
        today,
      ),
    ).toEqual([
      "1 rejected: read our team's reason and upload it again",
      '2 expired: please upload the renewed documents',
      '2 expire within 30 days, the first on 5 December 2026',
    ]);
  });

  it('counts a document expiring today or on the 30th day, not the 31st', () => {
    expect(documentsNeedingAttention([{ status: 'verified', expiryDate: today }], today)).toEqual([
      '1 expires on 27 November 2026',
    ]);
    expect(documentsNeedingAttention([{ status: 'verified', expiryDate: '2026-12-27' }], today)).toHaveLength(
      1,
    );
    expect(documentsNeedingAttention([{ status: 'verified', expiryDate: '2026-12-28' }], today)).toEqual([]);
  });

  it('says nothing when every document is in order, or there are none', () => {
    expect(documentsNeedingAttention([{ status: 'verified', expiryDate: '2027-06-01' }], today)).toEqual([]);
    expect(documentsNeedingAttention([], today)).toEqual([]);
  });
});
