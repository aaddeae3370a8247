/** Static sample content, rotated every 4 seconds. */
export const activityFeed: readonly string[] = [
  'A Clinical Pharmacist in Leeds joined as a founding member',
  'A primary care network in Bristol registered to meet First Contact Physiotherapists',
  'A Social Prescriber in Manchester added a video introduction',
  'A Paramedic in Norwich became an active job seeker',
  'A GP practice in Sheffield was verified as an employer',
  'A Health and Wellbeing Coach in Leicester joined the community',
];

export const activityRotationMs = 4000;
export const countdownTickMs = 1000;
