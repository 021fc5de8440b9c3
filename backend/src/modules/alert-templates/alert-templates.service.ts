import { randomUUID } from 'node:crypto';

import { HttpStatus, Injectable } from '@nestjs/common';
import {
  ALERT_TEMPLATE_LIMITS,
  type AlertTemplateView,
} from '@tickrelay/contracts/alert-templates/alert-templates';
import type { AlertTemplateList } from '@tickrelay/contracts/endpoints/alert-templates.endpoints';
import { ROOT_FIELD } from '@tickrelay/contracts/errors/detail-codes';

import { AppException } from '@/common/errors/app.exception';

import { assertAlertMessage } from './alert-template-message';
import {
  type AlertTemplateRow,
  AlertTemplatesRepository,
  isDuplicateName,
} from './alert-templates.repository';
import type { CreateAlertTemplateDto } from './dto/create-alert-template.dto';
import type { UpdateAlertTemplateDto } from './dto/update-alert-template.dto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = () =>
  new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND', undefined, {
    messageKey: 'alert-templates.notFound',
  });
const nameTaken = (cause: unknown) =>
  new AppException(
    HttpStatus.CONFLICT,
    'CONFLICT',
    { name: 'duplicate' },
    { cause, messageKey: 'alert-templates.nameTaken' },
  );

export const viewOf = (row: AlertTemplateRow): AlertTemplateView => ({
  id: row.id,
  name: row.name,
  message: row.message,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/**
 * The member's saved alert messages: list, create (at most ALERT_TEMPLATE_LIMITS.perMember,
 * counted under the member's lock), rename or replace the message, delete. Names are unique per
 * member whatever their case (409); another member's template is 404 like an unknown one.
 */
@Injectable()
export class AlertTemplatesService {
  constructor(private readonly repository: AlertTemplatesRepository) {}

  async list(memberId: string): Promise<AlertTemplateList> {
    const rows = await this.repository.listOf(memberId);
    return { items: rows.map(viewOf) };
  }

  async create(memberId: string, body: CreateAlertTemplateDto): Promise<AlertTemplateView> {
    assertAlertMessage(body.message);
    try {
      const row = await this.repository.lockedForMember(memberId, async (trx) => {
        if ((await this.repository.countOf(memberId, trx)) >= ALERT_TEMPLATE_LIMITS.perMember) {
          throw new AppException(
            HttpStatus.CONFLICT,
            'CONFLICT',
            { [ROOT_FIELD]: 'too_many' },
            { messageKey: 'alert-templates.limitReached' },
          );
        }
        return this.repository.insert(
          { id: randomUUID(), member_id: memberId, name: body.name, message: body.message },
          trx,
        );
      });
      return viewOf(row);
    } catch (error) {
      if (isDuplicateName(error)) throw nameTaken(error);
      throw error;
    }
  }

  async update(
    memberId: string,
    id: string,
    body: UpdateAlertTemplateDto,
  ): Promise<AlertTemplateView> {
    if (!UUID.test(id)) throw notFound();
    if (body.message !== undefined) assertAlertMessage(body.message);
    const changes = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.message !== undefined ? { message: body.message } : {}),
    };
    try {
      const row = await this.repository.update(memberId, id, changes);
      if (!row) throw notFound();
      return viewOf(row);
    } catch (error) {
      if (isDuplicateName(error)) throw nameTaken(error);
      throw error;
    }
  }

  async remove(memberId: string, id: string): Promise<void> {
    if (!UUID.test(id) || !(await this.repository.remove(memberId, id))) throw notFound();
  }
}
