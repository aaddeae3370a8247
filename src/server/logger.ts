import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * pino options: no credentials and no raw client addresses in logs. Request lines carry method,
 * path and status only; anything that looks like a secret is censored wherever it appears.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        '*.secret',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: request.url.split('?')[0], host: request.headers.host };
      },
    },
  };
}
