import { IsString, Matches } from 'class-validator';

// Relative, not '@/': the integration tests' global setup loads config without jest's path mapping.
import { BaseVariables } from '../../config/base.variables';
import { IntRange } from '../../config/validators/int-range';

/** Telemetry's variables (AppConfig.telemetry*); documented in /.env.example. */
export class TelemetryVariables extends BaseVariables {
  @IntRange(1, 1000000)
  TELEMETRY_RATE_LIMIT_PER_MINUTE = 60;

  @IntRange(1, 3650, 'days')
  TELEMETRY_RETENTION_DAYS = 90;

  @IntRange(1, 500)
  TELEMETRY_WORKER_CONCURRENCY = 128;

  // Empty turns GET /api/telemetry/stats off (404); a set token must be long enough to resist guessing.
  @IsString()
  @Matches(/^$|^[\x21-\x7e]{24,256}$/, {
    message: 'must be empty or 24-256 printable characters without spaces',
  })
  TELEMETRY_OPERATOR_TOKEN = '';
}
