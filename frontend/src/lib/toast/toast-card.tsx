// One toast of notify(): icon or avatar, title and description (a button when `click` is set),
// action buttons and the close button, in the colour asked for. Rendered by the app's Toaster.
import type { Toast } from 'react-hot-toast';

import { useI18n } from '@/lib/i18n/i18n-context';

import { dismiss, isUrgent } from './notify';
import {
  ActionButton,
  Actions,
  Avatar,
  Card,
  CloseButton,
  Content,
  Description,
  Icon,
  TextButton,
  TextBlock,
  Title,
} from './toast-card.styles';
import type { NotifyOptions } from './toast-types';

export interface ToastCardProps {
  toast: Toast;
  options: NotifyOptions;
}

export function ToastCard({ toast, options }: ToastCardProps) {
  const { t } = useI18n();
  const { id } = toast;
  const color = options.color ?? 'neutral';
  const text = (
    <>
      <Title>{options.title}</Title>
      {options.description && <Description>{options.description}</Description>}
    </>
  );

  return (
    <Card
      $color={color}
      $visible={toast.visible}
      role={isUrgent(color) ? 'alert' : 'status'}
      aria-live={isUrgent(color) ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-toast-id={id}
      data-color={color}
    >
      {options.avatar ? (
        <Avatar src={options.avatar.src} alt={options.avatar.alt} width={36} height={36} />
      ) : options.icon ? (
        <Icon $color={color} aria-hidden="true">
          {options.icon}
        </Icon>
      ) : null}
      <Content>
        {options.click ? (
          <TextButton type="button" onClick={() => options.click?.(id)}>
            {text}
          </TextButton>
        ) : (
          <TextBlock>{text}</TextBlock>
        )}
        {options.actions && options.actions.length > 0 && (
          <Actions>
            {options.actions.map((action) => (
              <ActionButton
                key={action.label}
                type="button"
                $color={color}
                onClick={() => {
                  action.onClick?.();
                  if (action.closes !== false) dismiss(id);
                }}
              >
                {action.label}
              </ActionButton>
            ))}
          </Actions>
        )}
      </Content>
      {options.closeButton !== false && (
        <CloseButton type="button" aria-label={t('ui.toast.close')} onClick={() => dismiss(id)}>
          <span aria-hidden="true">×</span>
        </CloseButton>
      )}
    </Card>
  );
}
