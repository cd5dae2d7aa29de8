import type { Redis } from 'ioredis';
import type { LogEvent } from 'kysely';
import { dbQueryDuration, redisCommandDuration, statementKind } from './metrics.js';
import { inClientSpan, recordFinishedSpan } from './tracing.js';

/**
 * Kysely's log of a statement (connect.ts `onQuery`): its duration by kind, and a span in the request's trace. The
 * statement's text goes into the span with its placeholders ($1, $2…), never its parameters: no customer's data.
 */
export function observeQuery(event: LogEvent): void {
  const operation = statementKind(event.query.sql);
  const outcome = event.level === 'error' ? 'error' : 'ok';
  dbQueryDuration.observe({ operation, outcome }, event.queryDurationMillis / 1000);
  recordFinishedSpan(
    `db ${operation}`,
    event.queryDurationMillis,
    { 'db.system.name': 'postgresql', 'db.operation.name': operation.toUpperCase(), 'db.query.text': event.query.sql.slice(0, 2000) },
    event.level === 'error',
  );
}

/**
 * Times every command of this Redis connection (rate-limit counters, the catalogue's and the notifications' messages)
 * through its public `sendCommand`, and puts it in the request's trace as a span. The command's arguments (keys hold
 * addresses) are not recorded, only its name.
 */
export function observeRedis(redis: Redis): void {
  const send = redis.sendCommand.bind(redis);
  redis.sendCommand = ((command: Parameters<Redis['sendCommand']>[0], stream?: Parameters<Redis['sendCommand']>[1]) => {
    const name = command.name.toLowerCase();
    const started = performance.now();
    const done = (outcome: 'ok' | 'error') => redisCommandDuration.observe({ command: name, outcome }, (performance.now() - started) / 1000);
    command.promise.then(
      () => done('ok'),
      () => done('error'),
    );
    void inClientSpan(`redis ${name}`, { 'db.system.name': 'redis', 'db.operation.name': name.toUpperCase() }, () => command.promise).catch(() => undefined);
    return send(command, stream);
  }) as Redis['sendCommand'];
}
