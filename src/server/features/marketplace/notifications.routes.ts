import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
} from '../../../shared/marketplace/notification-preferences.schemas';
import { markReadSchema, notificationsResponseSchema } from '../../../shared/marketplace/opportunity.schemas';
import { approved } from '../../auth/access-policy';
import { requireAuthContext } from '../../auth/auth.plugin';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import {
  emailPreferences,
  listNotifications,
  markNotificationsRead,
  setEmailPreferences,
} from './notifications.service';

/** The bell: the caller's own notifications, read marks and e-mail preferences. */
export async function notificationsRoutes(app: FastifyInstance, options: { now?: () => Date } = {}) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const now = options.now ?? (() => new Date());
  const deps = () => ({ db: app.database.db, now });
  const config = { access: approved() };
  const userId = (request: FastifyRequest) => requireAuthContext(request).user.id;

  routes.get(
    '/api/notifications',
    {
      config,
      schema: {
        operationId: 'getNotifications',
        summary: "The caller's latest notifications",
        response: { 200: notificationsResponseSchema },
      },
    },
    async (request) => listNotifications(deps(), userId(request)),
  );
  routes.post(
    '/api/notifications/read',
    {
      config,
      schema: {
        operationId: 'markNotificationsRead',
        summary: 'Mark notifications read (all of them without ids)',
        body: markReadSchema,
        response: { 200: notificationsResponseSchema },
      },
    },
    async (request) => markNotificationsRead(deps(), userId(request), request.body.ids),
  );
  routes.get(
    '/api/account/notification-preferences',
    {
      config,
      schema: {
        operationId: 'getNotificationPreferences',
        summary: 'Which notifications the caller is not e-mailed',
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => emailPreferences(deps(), userId(request)),
  );
  routes.put(
    '/api/account/notification-preferences',
    {
      config,
      schema: {
        operationId: 'updateNotificationPreferences',
        summary: 'Choose which notifications are not e-mailed (and, for professionals, the matches digest)',
        body: notificationPreferencesUpdateSchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => setEmailPreferences(deps(), userId(request), request.body),
  );
}
