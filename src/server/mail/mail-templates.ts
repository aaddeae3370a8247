import type { Site } from '../../shared/routing/site';
import { type MailContext, type MailDocument, type RenderedMail, renderMailDocument } from './mail-layout';
import {
  accountApprovedTemplate,
  accountExistsTemplate,
  accountRejectedTemplate,
  resetPasswordTemplate,
  verifyEmailTemplate,
} from './templates/account-emails.template';
import { adminNotificationTemplate } from './templates/admin-notification.template';
import { contactConfirmationTemplate } from './templates/contact-confirmation.template';
import { documentDecisionTemplate } from './templates/document-decision.template';
import { documentExpiryTemplate } from './templates/document-expiry.template';
import { genericNoticeTemplate } from './templates/generic-notice.template';
import { inactivityWarningTemplate } from './templates/inactivity-warning.template';
import { matchDigestTemplate, savedSearchDigestTemplate } from './templates/match-digests.template';
import { notificationTemplate } from './templates/notification.template';
import {
  organisationDecisionTemplate,
  organisationInviteTemplate,
} from './templates/organisation-emails.template';
import { recruitmentConfirmationTemplate } from './templates/recruitment-confirmation.template';

export type MailTemplate<Data> = (data: Data, context: MailContext) => MailDocument;

/** To add one: write `templates/<name>.template.ts` and list its function here. */
const registry = {
  'admin-notification': adminNotificationTemplate,
  'generic-notice': genericNoticeTemplate,
  'verify-email': verifyEmailTemplate,
  'reset-password': resetPasswordTemplate,
  'account-approved': accountApprovedTemplate,
  'account-exists': accountExistsTemplate,
  'account-rejected': accountRejectedTemplate,
  'contact-confirmation': contactConfirmationTemplate,
  'recruitment-confirmation': recruitmentConfirmationTemplate,
  'inactivity-warning': inactivityWarningTemplate,
  'document-expiry': documentExpiryTemplate,
  'document-decision': documentDecisionTemplate,
  'organisation-invite': organisationInviteTemplate,
  'organisation-decision': organisationDecisionTemplate,
  notification: notificationTemplate,
  'match-digest': matchDigestTemplate,
  'saved-search-digest': savedSearchDigestTemplate,
};

export type MailTemplateName = keyof typeof registry;
export type MailTemplateData<Name extends MailTemplateName> = Parameters<(typeof registry)[Name]>[0];

/** Everything about an account is the marketplace's; the consultancy answers its own forms. */
export const templateSites: Readonly<Record<MailTemplateName, Site>> = {
  'admin-notification': 'marketplace',
  'generic-notice': 'marketplace',
  'verify-email': 'marketplace',
  'reset-password': 'marketplace',
  'account-approved': 'marketplace',
  'account-exists': 'marketplace',
  'account-rejected': 'marketplace',
  'contact-confirmation': 'consultancy',
  'recruitment-confirmation': 'consultancy',
  'inactivity-warning': 'marketplace',
  'document-expiry': 'marketplace',
  'document-decision': 'marketplace',
  'organisation-invite': 'marketplace',
  'organisation-decision': 'marketplace',
  notification: 'marketplace',
  'match-digest': 'marketplace',
  'saved-search-digest': 'marketplace',
};

/** What rendering needs besides the data: both sites' origins (no trailing slash) and the time. */
export interface RenderContext {
  siteUrls: Readonly<Record<Site, string>>;
  now: Date;
  /** The message's one-click unsubscribe link, shown in its footer too. */
  unsubscribeUrl?: string;
}

// Restating the registry as a mapped type lets renderMail look a template up by a generic name.
const templates: { [Name in MailTemplateName]: MailTemplate<MailTemplateData<Name>> } = registry;

export function renderMail<Name extends MailTemplateName>(
  name: Name,
  data: MailTemplateData<Name>,
  { siteUrls, now, unsubscribeUrl }: RenderContext,
): RenderedMail {
  const template: MailTemplate<MailTemplateData<Name>> = templates[name];
  const site = templateSites[name];
  const context: MailContext = {
    site,
    siteUrl: siteUrls[site],
    now,
    ...(unsubscribeUrl ? { unsubscribeUrl } : {}),
  };
  return renderMailDocument(template(data, context), context);
}
