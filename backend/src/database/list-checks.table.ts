// The SQL checks that follow contracts' lists (list-checks.ts replaces one that differs). Kept
// apart from the migrator, which the integration tests' global set-up loads without the
// contracts' source mapping.
import {
  BROKER_NAMES,
  EXECUTION_TARGETS,
  LIVE_BROKER_NAMES,
} from '@tickrelay/contracts/brokers/broker-connection';

import type { ListCheck } from './list-checks';

export const LIST_CHECKS: readonly ListCheck[] = [
  {
    table: 'broker_settings',
    column: 'execution_target',
    constraint: 'broker_settings_execution_target_check',
    values: EXECUTION_TARGETS,
  },
  {
    table: 'broker_connections',
    column: 'broker',
    constraint: 'broker_connections_broker_check',
    values: LIVE_BROKER_NAMES,
  },
  {
    table: 'broker_audit',
    column: 'broker',
    constraint: 'broker_audit_broker_check',
    values: BROKER_NAMES,
  },
  {
    table: 'deliveries',
    column: 'executed_on',
    constraint: 'deliveries_executed_on_check',
    values: BROKER_NAMES,
  },
];
