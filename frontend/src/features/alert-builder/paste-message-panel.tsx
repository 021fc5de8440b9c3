// "Paste an existing message": a member's alert message, from TradingView or an old note, checked
// with the receiver's own schema. A valid one loads into the form; otherwise each problem names
// its field, and choosing it loads what can be loaded and puts the cursor on that field.
import type { MessageIssue } from '@tickrelay/contracts/alert-templates/alert-message-check';
import { ROOT_FIELD } from '@tickrelay/contracts/errors/detail-codes';
import { useId, useState } from 'react';

import { Alert, Button, Field, TextArea } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';
import { notifySuccess } from '@/lib/toast/notify';

import type { AlertForm } from './alert-builder';
import * as S from './alert-builder.styles';
import { importMessage, issueTarget, type MessageImport } from './alert-message-import';
import { focusField } from './focus-field';

interface PastePanelProps {
  onLoad: (form: AlertForm) => void;
}

export function PasteMessagePanel({ onLoad }: PastePanelProps) {
  const { t, locale } = useI18n();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [result, setResult] = useState<MessageImport | null>(null);

  const check = (): void => {
    const imported = importMessage(text);
    if (imported.ok) {
      onLoad(imported.form);
      const converted = imported.format !== 'tickrelay' || imported.warnings.length > 0;
      const notUsed = imported.warnings.map((warning) => warning.field.slice(1)).join(', ');
      const message = converted
        ? [
            t('alertBuilder.paste.loadedFrom', {
              format: t(`alertBuilder.paste.formats.${imported.format}`),
            }),
            notUsed && t('alertBuilder.paste.notUsed', { fields: notUsed }),
          ]
            .filter(Boolean)
            .join(' ')
        : t('alertBuilder.paste.loaded');
      notifySuccess(message, { id: 'alert-builder-paste' });
      setResult(null);
      setText('');
      setOpen(false);
      return;
    }
    setResult(imported);
  };

  const goTo = (issue: MessageIssue, selector: string): void => {
    if (result && !result.ok && result.form) onLoad(result.form);
    focusField(selector);
  };

  const problem = (issue: MessageIssue): string =>
    t(`alertBuilder.paste.issues.${issue.code}`, { suggestion: issue.suggestion ?? '' });
  const issues = result && !result.ok ? result.issues : [];
  const plural = new Intl.PluralRules(locale).select(issues.length) === 'one' ? 'One' : 'Other';

  return (
    <S.PastePanel>
      <Button
        $size="sm"
        $variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('alertBuilder.paste.toggle')}
      </Button>
      <div id={panelId} hidden={!open}>
        <Field
          htmlFor="ab-paste"
          label={t('alertBuilder.paste.label')}
          hint={t('alertBuilder.paste.hint')}
        >
          <TextArea
            id="ab-paste"
            aria-describedby="ab-paste-hint"
            rows={6}
            value={text}
            spellCheck={false}
            onChange={(event) => {
              setText(event.target.value);
              setResult(null);
            }}
          />
        </Field>
        <S.PasteActions>
          <Button $size="sm" $variant="primary" disabled={!text.trim()} onClick={check}>
            {t('alertBuilder.paste.check')}
          </Button>
        </S.PasteActions>
        {issues.length > 0 && (
          <Alert
            tone="danger"
            title={t(`alertBuilder.paste.issuesTitle${plural}`, { count: issues.length })}
            data-testid="paste-issues"
          >
            <S.IssueList>
              {issues.map((issue) => {
                const target = issueTarget(issue);
                const where =
                  issue.path === ROOT_FIELD ? t('alertBuilder.paste.wholeMessage') : issue.path;
                return (
                  <li key={issue.path}>
                    {target ? (
                      <S.IssueLink type="button" onClick={() => goTo(issue, target.selector)}>
                        <code>{where}</code>: {problem(issue)}
                      </S.IssueLink>
                    ) : (
                      <span>
                        <code>{where}</code>: {problem(issue)}
                      </span>
                    )}
                  </li>
                );
              })}
            </S.IssueList>
            {result && !result.ok && result.form && issues.some((issue) => issueTarget(issue)) && (
              <S.PasteHint>{t('alertBuilder.paste.goToHint')}</S.PasteHint>
            )}
          </Alert>
        )}
      </div>
    </S.PastePanel>
  );
}
