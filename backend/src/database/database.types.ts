import type { AlertTemplatesTables } from '@/modules/alert-templates/alert-templates.tables';
import type { DeliveriesTable, PaperAccountsTable } from '@/modules/alerts/log/deliveries.tables';
import type {
  AuthOneTimeTokensTable,
  AuthSessionsTable,
  AuthTokensTable,
  EmailChangesTable,
  UsersTable,
} from '@/modules/auth/local/accounts.tables';
import type { SecondFactorTables } from '@/modules/auth/second-factor/second-factor.tables';
import type { SupabaseSessionsTable } from '@/modules/auth/supabase/supabase-sessions.table';
import type {
  BillingCustomersTable,
  CheckoutsTable,
  PaymentEventsTable,
  SubscriptionHistoryTable,
  SubscriptionsTable,
  TrialGrantsTable,
} from '@/modules/billing/billing.tables';
import type { SandboxTables } from '@/modules/billing/sandbox/sandbox.tables';
import type {
  BrokerAuditTable,
  BrokerConnectionsTable,
  BrokerSettingsTable,
} from '@/modules/brokers/connections/broker-connections.tables';
import type { ContactMessagesTable } from '@/modules/contact/contact.table';
import type { DataExportsTable } from '@/modules/data-export/data-exports.table';
import type { DestinationsTables } from '@/modules/destinations/destinations.tables';
import type { MailOutboxTable } from '@/modules/mail/mail-outbox.table';
import type { OperatorTables } from '@/modules/operator/operator.tables';
import type { SecurityLogTables } from '@/modules/security-log/security-log.tables';
import type { WebhooksTable } from '@/modules/webhooks/webhooks.table';

/** Every table Kysely may touch; each feature owns its table type next to its code. */
export interface Database
  extends
    SandboxTables,
    DestinationsTables,
    AlertTemplatesTables,
    SecurityLogTables,
    OperatorTables,
    SecondFactorTables {
  contact_messages: ContactMessagesTable;
  users: UsersTable;
  auth_sessions: AuthSessionsTable;
  auth_tokens: AuthTokensTable;
  auth_one_time_tokens: AuthOneTimeTokensTable;
  email_changes: EmailChangesTable;
  supabase_sessions: SupabaseSessionsTable;
  mail_outbox: MailOutboxTable;
  billing_customers: BillingCustomersTable;
  subscriptions: SubscriptionsTable;
  subscription_history: SubscriptionHistoryTable;
  payment_events: PaymentEventsTable;
  checkouts: CheckoutsTable;
  trial_grants: TrialGrantsTable;
  deliveries: DeliveriesTable;
  paper_accounts: PaperAccountsTable;
  webhooks: WebhooksTable;
  broker_settings: BrokerSettingsTable;
  broker_connections: BrokerConnectionsTable;
  broker_audit: BrokerAuditTable;
  data_exports: DataExportsTable;
}
