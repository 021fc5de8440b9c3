// Relative, not '@/': the integration tests' global setup loads config without jest's path mapping.
import { BaseVariables } from '../../config/base.variables';
import { IntRange } from '../../config/validators/int-range';

/**
 * The alert pipeline's variables (alerts → queue "alerts" → worker → deliveries log, paper
 * account): AppConfig.deliveriesRetentionDays and alertWorkerConcurrency; in /.env.example.
 */
export class AlertsVariables extends BaseVariables {
  @IntRange(1, 3650, 'days')
  DELIVERIES_RETENTION_DAYS = 90;

  @IntRange(1, 200)
  ALERT_WORKER_CONCURRENCY = 16;
}
