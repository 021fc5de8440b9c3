/** What the pipeline needs of a member's webhook settings when it processes an alert. */
export interface AlertSettings {
  /** The kill switch: alerts are logged as paused, not executed. */
  paused: boolean;
  /** For alerts without max_lag. */
  defaultMaxLagSeconds: number;
}

/** Reads a member's settings as they are now (the webhooks module owns them). */
export interface AlertSettingsReader {
  settingsOf(memberId: string): Promise<AlertSettings>;
}

export const ALERT_SETTINGS_READER = Symbol('ALERT_SETTINGS_READER');
