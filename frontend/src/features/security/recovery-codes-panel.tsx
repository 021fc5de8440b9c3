import { CopyButton } from '@/components/copy-button/copy-button';
import { Alert, Button, Code, Stack } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

/** The ten recovery codes, shown once right after TOTP is turned on: copy, download, done. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useI18n();
  const text = `${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'tickrelay-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Stack $gap={4} $align="start" data-testid="recovery-codes">
      <Alert tone="warning" title={t('security.page.recoveryTitle')}>
        {t('security.page.recoveryBody')}
      </Alert>
      <ul aria-label={t('security.page.recoveryTitle')} style={{ columns: 2, margin: 0 }}>
        {codes.map((code) => (
          <li key={code}>
            <Code data-testid="recovery-code">{code}</Code>
          </li>
        ))}
      </ul>
      <Stack $gap={2} $direction="row" $wrap>
        <CopyButton text={text} label={t('security.page.copy')} />
        <Button $variant="secondary" onClick={download} data-testid="recovery-download">
          {t('security.page.download')}
        </Button>
        <Button onClick={onDone} data-testid="recovery-saved">
          {t('security.page.saved')}
        </Button>
      </Stack>
    </Stack>
  );
}
