import { asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  account,
  analyticsClickEvents,
  analyticsPageViews,
  analyticsSessions,
  candidateDocuments,
  candidateExperience,
  candidateHiddenOrganisations,
  candidateProfiles,
  candidateProfileViews,
  candidateQualifications,
  candidateSkills,
  communityPosts,
  consentHistory,
  consentReceipts,
  contentReports,
  digestRecipients,
  digestRuns,
  feedbackSurveys,
  files,
  mailOutbox,
  matchAlerts,
  notificationEmailOptOuts,
  notifications,
  opportunities,
  organisationMembers,
  organisations,
  postComments,
  postVotes,
  savedSearches,
  securityEvents,
  session,
  twoFactor,
  user,
  userLoginTracking,
  userProfiles,
  userReputation,
} from '../../db/schema';

/**
 * Every column that holds a user id, and what the export does with it. The schema test compares it
 * with the database, so "Download my data" cannot silently miss a new table or column.
 */
export const exportCoverage: Readonly<Record<string, 'exported' | { excluded: string }>> = {
  'session.user_id': 'exported',
  'account.user_id': 'exported',
  'two_factor.user_id': 'exported',
  'totp_last_steps.user_id': {
    excluded: 'the last accepted TOTP time step, a replay guard; it says nothing about the person',
  },
  'user_profiles.user_id': 'exported',
  'user_profiles.approved_by': {
    excluded: "the id of the admin who approved the account: another person's id",
  },
  'consent_history.user_id': 'exported',
  'candidate_profiles.user_id': 'exported',
  'candidate_skills.user_id': 'exported',
  'candidate_experience.user_id': 'exported',
  'candidate_qualifications.user_id': 'exported',
  'files.user_id': 'exported',
  'candidate_documents.user_id': 'exported',
  'candidate_documents.reviewed_by': {
    excluded: "the id of the admin who reviewed the document: another person's id",
  },
  'community_posts.user_id': 'exported',
  'community_posts.moderated_by': 'exported',
  'post_comments.user_id': 'exported',
  'post_comments.moderated_by': 'exported',
  'post_votes.user_id': 'exported',
  'content_reports.reporter_user_id': 'exported',
  'user_reputation.user_id': 'exported',
  'security_events.user_id': 'exported',
  'security_events.target_user_id': 'exported',
  'feedback_surveys.user_id': 'exported',
  'user_login_tracking.user_id': 'exported',
  'organisation_members.user_id': 'exported',
  'organisations.created_by': 'exported',
  'organisations.reviewed_by': {
    excluded: 'the admin who reviewed an organisation; their decisions are listed in the security events',
  },
  'organisations.pending_change_by': {
    excluded: 'who proposed an organisation’s new details; the proposal is listed in the security events',
  },
  'organisation_invites.invited_by': {
    excluded: "invitations sent to colleagues: other people's e-mail addresses",
  },
  'candidate_hidden_organisations.user_id': 'exported',
  'opportunities.candidate_user_id': 'exported',
  'opportunities.created_by': {
    excluded:
      'opportunities an employer sent: they are about the candidate, another person (a candidate’s own applications are exported as their opportunities)',
  },
  'opportunity_events.actor_user_id': {
    excluded: 'steps of opportunities; a candidate gets their opportunities with their timelines',
  },
  'consent_receipts.candidate_user_id': 'exported',
  'candidate_profile_views.candidate_user_id': 'exported',
  'candidate_references.candidate_user_id': {
    excluded:
      'random references issued to organisations that were shown the candidate; the organisations that opened their profile are exported as profile views',
  },
  'notifications.user_id': 'exported',
  'notification_email_opt_outs.user_id': 'exported',
  // A consenting, signed-in visitor's page views, clicks and visits carry their id.
  'analytics_page_views.user_id': 'exported',
  'analytics_click_events.user_id': 'exported',
  'analytics_sessions.user_id': 'exported',
  'vacancies.created_by': {
    excluded: "job adverts the member posted for their organisation: the organisation's, not about them",
  },
  'vacancy_events.actor_user_id': {
    excluded: "steps of the organisation's job adverts: the organisation's, not about the member",
  },
  'saved_searches.user_id': 'exported',
  'match_alerts.recipient_user_id': 'exported',
  'match_alerts.candidate_user_id': {
    excluded:
      "an organisation's record that a professional matched one of its saved searches, kept only so it is not told twice; the organisation is never told who",
  },
  'digest_recipients.user_id': 'exported',
  'arrs_reimbursement_rates.updated_by': {
    excluded: 'the admin who last edited a reimbursement rate: reference data, not about them',
  },
};

export function createDataExportRepository({ db }: { db: Database }) {
  return {
    async userIdColumns(): Promise<string[]> {
      // From the system catalogues, not information_schema: its views list only what the current role
      // owns, and on PostgreSQL the application runs as arrs_app, which owns nothing (decision 012).
      const result = (await db.execute(sql`
        select cl.relname as table_name, a.attname as column_name
        from pg_attribute a
        join pg_class cl on cl.oid = a.attrelid
        join pg_namespace n on n.oid = cl.relnamespace
        where n.nspname = 'public' and cl.relkind = 'r' and a.attnum > 0 and not a.attisdropped
          and (a.attname like '%user_id' or a.attname in ('approved_by', 'moderated_by', 'reviewed_by'))
        union
        select cl.relname, a.attname
        from pg_constraint con
        join pg_class cl on cl.oid = con.conrelid
        join pg_namespace n on n.oid = cl.relnamespace
        join pg_attribute a on a.attrelid = con.conrelid and a.attnum = any(con.conkey)
        where con.contype = 'f' and n.nspname = 'public' and con.confrelid = 'public."user"'::regclass
      `)) as unknown as { rows: { table_name: string; column_name: string }[] };
      return result.rows.map((row) => `${row.table_name}.${row.column_name}`).sort();
    },

    async collect(userId: string) {
      const where = <T extends { userId: unknown }>(table: T) => eq(table.userId as never, userId);
      const [person] = await db
        .select({
          id: user.id,
          name: user.name,
          email: user.email,
          emailVerified: user.emailVerified,
          twoFactorEnabled: user.twoFactorEnabled,
          createdAt: user.createdAt,
        })
        .from(user)
        .where(eq(user.id, userId));
      const profileRows = await db.select().from(userProfiles).where(where(userProfiles));
      const profile = profileRows.map(({ approvedBy: _approvedBy, ...rest }) => rest)[0] ?? null;
      return {
        account: person ?? null,
        profile,
        signInMethods: await db
          .select({
            providerId: account.providerId,
            createdAt: account.createdAt,
            updatedAt: account.updatedAt,
          })
          .from(account)
          .where(where(account)),
        twoFactor: await db.select({ verified: twoFactor.verified }).from(twoFactor).where(where(twoFactor)),
        sessions: await db
          .select({
            createdAt: session.createdAt,
            expiresAt: session.expiresAt,
            lastActiveAt: session.lastActiveAt,
            ipAddress: session.ipAddress,
            userAgent: session.userAgent,
            rememberMe: session.rememberMe,
          })
          .from(session)
          .where(where(session)),
        consentHistory: await db
          .select()
          .from(consentHistory)
          .where(where(consentHistory))
          .orderBy(asc(consentHistory.createdAt)),
        candidateProfile:
          (await db.select().from(candidateProfiles).where(where(candidateProfiles)))[0] ?? null,
        skills: await db
          .select()
          .from(candidateSkills)
          .where(where(candidateSkills))
          .orderBy(asc(candidateSkills.position)),
        experience: await db
          .select()
          .from(candidateExperience)
          .where(where(candidateExperience))
          .orderBy(asc(candidateExperience.position)),
        qualifications: await db
          .select()
          .from(candidateQualifications)
          .where(where(candidateQualifications))
          .orderBy(asc(candidateQualifications.position)),
        documents: (await db.select().from(candidateDocuments).where(where(candidateDocuments))).map(
          ({ reviewedBy: _reviewedBy, ...rest }) => rest,
        ),
        files: await db.select().from(files).where(where(files)),
        posts: await db.select().from(communityPosts).where(where(communityPosts)),
        comments: await db.select().from(postComments).where(where(postComments)),
        votes: await db.select().from(postVotes).where(where(postVotes)),
        reports: await db.select().from(contentReports).where(eq(contentReports.reporterUserId, userId)),
        reputation: (await db.select().from(userReputation).where(where(userReputation)))[0] ?? null,
        moderationActions: {
          posts: await db
            .select({
              id: communityPosts.id,
              status: communityPosts.status,
              reason: communityPosts.moderationReason,
              at: communityPosts.moderatedAt,
            })
            .from(communityPosts)
            .where(eq(communityPosts.moderatedBy, userId)),
          comments: await db
            .select({
              id: postComments.id,
              status: postComments.status,
              reason: postComments.moderationReason,
              at: postComments.moderatedAt,
            })
            .from(postComments)
            .where(eq(postComments.moderatedBy, userId)),
        },
        feedback: await db.select().from(feedbackSurveys).where(where(feedbackSurveys)),
        organisationMembership: await db
          .select({
            organisationId: organisationMembers.organisationId,
            role: organisationMembers.role,
            joinedAt: organisationMembers.createdAt,
          })
          .from(organisationMembers)
          .where(where(organisationMembers)),
        organisationsRegistered: (
          await db.select().from(organisations).where(eq(organisations.createdBy, userId))
        ).map(({ reviewedBy: _reviewedBy, ...rest }) => rest),
        opportunities: await db
          .select({
            id: opportunities.id,
            /** 'candidate': an application they made, whose message is their cover note. */
            startedBy: opportunities.startedBy,
            role: opportunities.role,
            location: opportunities.location,
            employmentType: opportunities.employmentType,
            payBasis: opportunities.payBasis,
            payAmountPence: opportunities.payAmountPence,
            hours: opportunities.hours,
            startDate: opportunities.startDate,
            message: opportunities.message,
            status: opportunities.status,
            declineReason: opportunities.declineReason,
            createdAt: opportunities.createdAt,
            expiresAt: opportunities.expiresAt,
          })
          .from(opportunities)
          .where(eq(opportunities.candidateUserId, userId)),
        consentReceipts: await db
          .select()
          .from(consentReceipts)
          .where(eq(consentReceipts.candidateUserId, userId)),
        notifications: await db.select().from(notifications).where(where(notifications)),
        notificationEmailOptOuts: await db
          .select({ kind: notificationEmailOptOuts.kind })
          .from(notificationEmailOptOuts)
          .where(where(notificationEmailOptOuts)),
        savedSearches: await db
          .select({
            name: savedSearches.name,
            filter: savedSearches.filter,
            alert: savedSearches.alert,
            createdAt: savedSearches.createdAt,
            updatedAt: savedSearches.updatedAt,
          })
          .from(savedSearches)
          .where(where(savedSearches)),
        // What they were told matches: a vacancy, or that a saved search found someone (never who).
        matchAlerts: await db
          .select({
            kind: matchAlerts.kind,
            vacancyId: matchAlerts.vacancyId,
            savedSearchId: matchAlerts.savedSearchId,
            createdAt: matchAlerts.createdAt,
            seenAt: matchAlerts.seenAt,
            digestedAt: matchAlerts.digestedAt,
          })
          .from(matchAlerts)
          .where(eq(matchAlerts.recipientUserId, userId)),
        digests: await db
          .select({
            audience: digestRuns.audience,
            cadence: digestRuns.cadence,
            period: digestRuns.period,
            sentAt: digestRecipients.sentAt,
          })
          .from(digestRecipients)
          .innerJoin(digestRuns, eq(digestRuns.id, digestRecipients.runId))
          .where(where(digestRecipients)),
        profileViews: await db
          .select({ organisationName: organisations.name, day: candidateProfileViews.day })
          .from(candidateProfileViews)
          .innerJoin(organisations, eq(organisations.id, candidateProfileViews.organisationId))
          .where(eq(candidateProfileViews.candidateUserId, userId))
          .orderBy(asc(candidateProfileViews.day)),
        hiddenFromOrganisations: await db
          .select({
            odsCode: candidateHiddenOrganisations.odsCode,
            createdAt: candidateHiddenOrganisations.createdAt,
          })
          .from(candidateHiddenOrganisations)
          .where(where(candidateHiddenOrganisations)),
        // Analytics linked to the account (only with analytics consent, while signed in); the
        // visitor and session ids are random or rotating and mean nothing outside these rows.
        analytics: {
          pageViews: await db
            .select({
              occurredAt: analyticsPageViews.occurredAt,
              site: analyticsPageViews.site,
              pagePath: analyticsPageViews.pagePath,
              pageTitle: analyticsPageViews.pageTitle,
              referrerHost: analyticsPageViews.referrerHost,
              deviceType: analyticsPageViews.deviceType,
              browser: analyticsPageViews.browser,
              operatingSystem: analyticsPageViews.operatingSystem,
              screenResolution: analyticsPageViews.screenResolution,
              viewportSize: analyticsPageViews.viewportSize,
              country: analyticsPageViews.country,
              region: analyticsPageViews.region,
              city: analyticsPageViews.city,
            })
            .from(analyticsPageViews)
            .where(where(analyticsPageViews))
            .orderBy(asc(analyticsPageViews.occurredAt)),
          clicks: await db
            .select({
              occurredAt: analyticsClickEvents.occurredAt,
              site: analyticsClickEvents.site,
              pagePath: analyticsClickEvents.pagePath,
              elementType: analyticsClickEvents.elementType,
              elementText: analyticsClickEvents.elementText,
            })
            .from(analyticsClickEvents)
            .where(where(analyticsClickEvents))
            .orderBy(asc(analyticsClickEvents.occurredAt)),
          visits: await db
            .select({
              site: analyticsSessions.site,
              startedAt: analyticsSessions.startedAt,
              endTime: analyticsSessions.endTime,
              durationSeconds: analyticsSessions.durationSeconds,
              entryPage: analyticsSessions.entryPage,
              pageViews: analyticsSessions.pageViews,
              deviceType: analyticsSessions.deviceType,
              browser: analyticsSessions.browser,
              operatingSystem: analyticsSessions.operatingSystem,
              country: analyticsSessions.country,
              region: analyticsSessions.region,
              city: analyticsSessions.city,
            })
            .from(analyticsSessions)
            .where(where(analyticsSessions))
            .orderBy(asc(analyticsSessions.startedAt)),
        },
        loginTracking: (await db.select().from(userLoginTracking).where(where(userLoginTracking)))[0] ?? null,
        // An event the person caused about someone else (an admin's action) is listed without its
        // details, which are about that other person.
        securityEvents: (
          await db
            .select({
              eventType: securityEvents.eventType,
              severity: securityEvents.severity,
              details: securityEvents.details,
              targetUserId: securityEvents.targetUserId,
              createdAt: securityEvents.createdAt,
            })
            .from(securityEvents)
            .where(or(eq(securityEvents.userId, userId), eq(securityEvents.targetUserId, userId)))
            .orderBy(asc(securityEvents.createdAt))
        ).map(({ targetUserId, details, ...event }) => ({
          ...event,
          aboutYou: targetUserId === null || targetUserId === userId,
          details: targetUserId === null || targetUserId === userId ? details : {},
        })),
        emailsSent: person
          ? await db
              .select({
                template: mailOutbox.template,
                subject: mailOutbox.subject,
                status: mailOutbox.status,
                createdAt: mailOutbox.createdAt,
              })
              .from(mailOutbox)
              .where(eq(mailOutbox.toAddress, person.email))
          : [],
      };
    },
  };
}
export type PersonalData = Awaited<ReturnType<ReturnType<typeof createDataExportRepository>['collect']>>;
