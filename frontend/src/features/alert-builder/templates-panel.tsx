// Saved templates, for members: save the message shown under a name, load one back into the form,
// rename or delete it. Kept on the server (GET/POST/PATCH/DELETE /api/alert-templates), so they
// follow the member to another browser. Visitors are asked to sign in.
import { ALERT_TEMPLATE_LIMITS } from '@tickrelay/contracts/alert-templates/alert-templates';
import type { AlertTemplateView } from '@tickrelay/contracts/alert-templates/alert-templates';
import { routePaths } from '@tickrelay/contracts/routes';
import { useState } from 'react';
import { Link } from 'react-router';

import { Button, Field, Input, Muted } from '@/components/ui';
import { ApiError } from '@/lib/api/api-client';
import { useI18n } from '@/lib/i18n/i18n-context';
import { notifyError, notifySuccess } from '@/lib/toast/notify';

import type { AlertForm } from './alert-builder';
import * as S from './alert-builder.styles';
import { importMessage } from './alert-message-import';
import { useAlertTemplates } from './use-alert-templates';

interface TemplatesPanelProps {
  message: string;
  valid: boolean;
  onLoad: (form: AlertForm) => void;
}

function TemplateRow({
  item,
  onLoad,
  onRename,
  onDelete,
}: {
  item: AlertTemplateView;
  onLoad: () => void;
  onRename: (name: string) => Promise<boolean>;
  onDelete: () => void;
}) {
  const { t } = useI18n();
  const [editing, setEditing] = useState<string | null>(null);
  const inputId = `ab-template-rename-${item.id}`;
  if (editing !== null) {
    return (
      <S.TemplateItem>
        <S.TemplateForm
          onSubmit={(event) => {
            event.preventDefault();
            void onRename(editing.trim()).then((done) => done && setEditing(null));
          }}
        >
          <label htmlFor={inputId} className="visually-hidden">
            {t('alertBuilder.templates.newName', { name: item.name })}
          </label>
          <Input
            id={inputId}
            value={editing}
            maxLength={ALERT_TEMPLATE_LIMITS.nameMaxChars}
            onChange={(event) => setEditing(event.target.value)}
          />
          <Button $size="sm" type="submit" disabled={!editing.trim()}>
            {t('alertBuilder.templates.renameSave')}
          </Button>
          <Button $size="sm" $variant="ghost" onClick={() => setEditing(null)}>
            {t('alertBuilder.templates.cancel')}
          </Button>
        </S.TemplateForm>
      </S.TemplateItem>
    );
  }
  return (
    <S.TemplateItem data-testid="template-item">
      <S.TemplateName>{item.name}</S.TemplateName>
      <Button
        $size="sm"
        $variant="secondary"
        onClick={onLoad}
        aria-label={t('alertBuilder.templates.loadNamed', { name: item.name })}
      >
        {t('alertBuilder.templates.load')}
      </Button>
      <Button
        $size="sm"
        $variant="ghost"
        onClick={() => setEditing(item.name)}
        aria-label={t('alertBuilder.templates.renameNamed', { name: item.name })}
      >
        {t('alertBuilder.templates.rename')}
      </Button>
      <Button
        $size="sm"
        $variant="ghost"
        onClick={onDelete}
        aria-label={t('alertBuilder.templates.deleteNamed', { name: item.name })}
      >
        {t('alertBuilder.templates.delete')}
      </Button>
    </S.TemplateItem>
  );
}

export function TemplatesPanel({ message, valid, onLoad }: TemplatesPanelProps) {
  const { t, localePath } = useI18n();
  const { templates, save, rename, remove } = useAlertTemplates();
  const [name, setName] = useState('');

  /** What went wrong, in the member's language: the cases the page can name, else the api's. */
  const failed = (error: unknown): void => {
    if (error instanceof ApiError && error.details?.name === 'duplicate') {
      notifyError(t('alertBuilder.templates.nameTaken'));
    } else if (error instanceof ApiError && error.details?._body === 'too_many') {
      notifyError(
        t('alertBuilder.templates.limitReached', { max: ALERT_TEMPLATE_LIMITS.perMember }),
      );
    } else {
      notifyError(error instanceof ApiError ? error.message : t('alertBuilder.templates.failed'));
    }
  };

  const body = (() => {
    switch (templates.state) {
      case 'visitor':
        return (
          <S.TemplatesNote data-testid="templates-signin">
            {t('alertBuilder.templates.signIn')}{' '}
            <Link to={localePath(routePaths.signin)}>{t('alertBuilder.templates.signInLink')}</Link>
          </S.TemplatesNote>
        );
      case 'not-entitled':
        return (
          <S.TemplatesNote>
            {t('alertBuilder.templates.notEntitled')}{' '}
            <Link to={localePath(routePaths.membershipSubscription)}>
              {t('alertBuilder.templates.subscriptionLink')}
            </Link>
          </S.TemplatesNote>
        );
      case 'loading':
        return <Muted $size="sm">{t('alertBuilder.templates.loading')}</Muted>;
      case 'error':
        return <Muted $size="sm">{t('alertBuilder.templates.loadFailed')}</Muted>;
      case 'ready':
        return (
          <>
            <S.TemplateForm
              onSubmit={(event) => {
                event.preventDefault();
                save(name.trim(), message).then((created) => {
                  setName('');
                  notifySuccess(t('alertBuilder.templates.saved', { name: created.name }));
                }, failed);
              }}
            >
              <Field htmlFor="ab-template-name" label={t('alertBuilder.templates.name')}>
                <Input
                  id="ab-template-name"
                  value={name}
                  maxLength={ALERT_TEMPLATE_LIMITS.nameMaxChars}
                  onChange={(event) => setName(event.target.value)}
                  autoComplete="off"
                />
              </Field>
              <Button $size="sm" type="submit" disabled={!valid || !name.trim()}>
                {t('alertBuilder.templates.save')}
              </Button>
            </S.TemplateForm>
            {!valid && <Muted $size="sm">{t('alertBuilder.templates.fixFirst')}</Muted>}
            {templates.items.length === 0 ? (
              <Muted $size="sm">{t('alertBuilder.templates.empty')}</Muted>
            ) : (
              <S.TemplateList aria-label={t('alertBuilder.templates.title')}>
                {templates.items.map((item) => (
                  <TemplateRow
                    key={item.id}
                    item={item}
                    onLoad={() => {
                      const imported = importMessage(item.message);
                      if (imported.form) onLoad(imported.form);
                      notifySuccess(t('alertBuilder.templates.loaded', { name: item.name }));
                    }}
                    onRename={(newName) =>
                      rename(item.id, newName).then(
                        () => true,
                        (error: unknown) => {
                          failed(error);
                          return false;
                        },
                      )
                    }
                    onDelete={() => {
                      remove(item.id).then(
                        () =>
                          notifySuccess(t('alertBuilder.templates.deleted', { name: item.name })),
                        failed,
                      );
                    }}
                  />
                ))}
              </S.TemplateList>
            )}
          </>
        );
    }
  })();

  return (
    <S.TemplatesCard aria-labelledby="ab-templates-title" data-testid="templates-panel">
      <h2 id="ab-templates-title">{t('alertBuilder.templates.title')}</h2>
      {body}
    </S.TemplatesCard>
  );
}
