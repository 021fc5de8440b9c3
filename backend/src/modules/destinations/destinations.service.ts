import { randomUUID } from 'node:crypto';

import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  type CreatedDestination,
  DESTINATION_LIMITS,
  type DestinationTestResult,
  type DestinationView,
  type TelegramLink,
} from '@tickrelay/contracts/destinations/destinations';
import type { DestinationList } from '@tickrelay/contracts/endpoints/destinations.endpoints';
import type { Locale } from '@tickrelay/contracts/locales';

import { AppException } from '@/common/errors/app.exception';
import { AppConfig } from '@/config/app-config';
import { SecurityLog } from '@/modules/security-log/security-log.public';

import { DeliveryRelaysPublisher } from './delivery-relays.publisher';
import { destinationInput } from './destination-input';
import {
  type DestinationSecret,
  DestinationSecrets,
  newSigningSecret,
} from './destination-secrets';
import { destinationView, displayTarget } from './destination-view';
import { DestinationsRepository, lockMemberDestinations } from './destinations.repository';
import type { CreateDestinationDto } from './dto/create-destination.dto';
import type { UpdateDestinationDto } from './dto/update-destination.dto';
import { sendOnce } from './relay-attempts';
import { testMessage } from './relay-messages';
import { RELAY_SENDER, type RelaySender } from './relay-sender.port';
import { RelaysRepository } from './relays.repository';
import { newLinkCode, TELEGRAM_LINK_TTL_MS, telegramLink } from './telegram-links';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = () => new AppException(HttpStatus.NOT_FOUND, 'DESTINATION_NOT_FOUND');

/**
 * The member's destinations: list, create (at most DESTINATION_LIMITS.perMember, decided under
 * the member's lock), rename and choose the one that takes failure notices (one at most), remove
 * (its relays still to be made end as DESTINATION_REMOVED), test (one attempt, answered at once)
 * and rotate an https destination's signing secret; a Telegram destination's one-time start code,
 * which the bot turns into its chat (TelegramUpdatesService). Another member's destination is 404
 * alike.
 */
@Injectable()
export class DestinationsService {
  private readonly telegramBot: string | null;
  private readonly botUsername: string | undefined;
  private readonly allowedPrivateTargets: ReadonlySet<string>;

  constructor(
    private readonly repository: DestinationsRepository,
    private readonly relays: RelaysRepository,
    private readonly secrets: DestinationSecrets,
    private readonly publisher: DeliveryRelaysPublisher,
    @Inject(RELAY_SENDER) private readonly sender: RelaySender,
    config: AppConfig,
    private readonly securityLog: SecurityLog,
  ) {
    const bot = config.relays.telegram.botUsername;
    this.botUsername = bot;
    this.telegramBot = bot ? `@${bot}` : null;
    this.allowedPrivateTargets = config.relays.allowedPrivateTargets;
  }

  async list(memberId: string): Promise<DestinationList> {
    const rows = await this.repository.listOf(memberId);
    return { items: rows.map(destinationView), telegramBot: this.telegramBot };
  }

  async create(memberId: string, body: CreateDestinationDto): Promise<CreatedDestination> {
    const input = destinationInput(body, this.allowedPrivateTargets);
    const id = randomUUID();
    // A Telegram chat is linked through the bot: the member gets a one-time start code.
    const link = input.kind === 'telegram' ? newLinkCode() : null;
    const linkExpiresAt = new Date(Date.now() + TELEGRAM_LINK_TTL_MS);
    const signingSecret = input.kind === 'https' ? newSigningSecret() : null;
    const secret: DestinationSecret | null =
      input.kind === 'https'
        ? { kind: 'https', url: input.url, signingSecret: signingSecret ?? '' }
        : input.kind === 'discord'
          ? { kind: 'discord', url: input.url }
          : null;
    const sealed = secret ? this.secrets.seal(secret, memberId, id) : null;
    const row = await this.repository.transaction(async (trx) => {
      await lockMemberDestinations(trx, memberId);
      const count = await this.repository.countOf(memberId, trx);
      if (count >= DESTINATION_LIMITS.perMember) {
        throw new AppException(HttpStatus.CONFLICT, 'DESTINATION_LIMIT_REACHED');
      }
      const notify = body.notifyFailures ?? false;
      if (notify) await this.repository.clearNotify(memberId, id, trx);
      const details = { destination: id, kind: input.kind };
      await this.securityLog.record(memberId, 'destination-added', details, undefined, trx);
      return this.repository.insert(
        {
          id,
          member_id: memberId,
          kind: input.kind,
          label: body.label,
          target: input.kind === 'telegram' ? '' : displayTarget(input.kind, { url: input.url }),
          secret_sealed: sealed?.sealed ?? null,
          secret_key_id: sealed?.keyId ?? null,
          chat_id: null,
          link_code_hash: link?.hash ?? null,
          link_expires_at: link ? linkExpiresAt : null,
          notify_failures: notify,
          last_status: null,
          last_code: null,
          updated_at: new Date(),
        },
        trx,
      );
    });
    return {
      destination: destinationView(row),
      signingSecret,
      telegramLink: link ? telegramLink(link.code, linkExpiresAt, this.botUsername) : null,
    };
  }

  /** telegram only: a new one-time start code (the previous one void); 409 CONFLICT otherwise. */
  async renewTelegramLink(memberId: string, id: string): Promise<TelegramLink> {
    const row = UUID.test(id) ? await this.repository.one(memberId, id) : undefined;
    if (!row) throw notFound();
    if (row.kind !== 'telegram') throw new AppException(HttpStatus.CONFLICT, 'CONFLICT');
    const { code, hash } = newLinkCode();
    const expiresAt = new Date(Date.now() + TELEGRAM_LINK_TTL_MS);
    if (!(await this.repository.setLinkCode(memberId, id, { hash, expiresAt }))) throw notFound();
    return telegramLink(code, expiresAt, this.botUsername);
  }

  async update(memberId: string, id: string, body: UpdateDestinationDto): Promise<DestinationView> {
    if (!UUID.test(id)) throw notFound();
    const row = await this.repository.transaction(async (trx) => {
      await lockMemberDestinations(trx, memberId);
      // Turning notices on here turns them off on the member's other destination.
      if (body.notifyFailures === true) await this.repository.clearNotify(memberId, id, trx);
      return this.repository.update(
        memberId,
        id,
        {
          ...(body.label !== undefined && { label: body.label }),
          ...(body.notifyFailures !== undefined && { notify_failures: body.notifyFailures }),
        },
        trx,
      );
    });
    if (!row) throw notFound();
    return destinationView(row);
  }

  async remove(memberId: string, id: string): Promise<void> {
    if (!UUID.test(id)) throw notFound();
    const ended = await this.repository.transaction(async (trx) => {
      const removed = await this.repository.remove(memberId, id, trx);
      if (!removed) throw notFound();
      const details = { destination: id, kind: removed.kind };
      await this.securityLog.record(memberId, 'destination-removed', details, undefined, trx);
      return this.relays.endOpenOf(id, trx);
    });
    for (const relay of ended) {
      await this.publisher.publish(memberId, relay.delivery_id);
    }
  }

  /** One attempt of a test message, no retry; the outcome is the destination's last result. */
  async test(memberId: string, id: string, locale: Locale): Promise<DestinationTestResult> {
    const row = UUID.test(id) ? await this.repository.one(memberId, id) : undefined;
    if (!row) throw notFound();
    const attempt = await sendOnce(this.sender, this.secrets.target(row), testMessage(locale), {
      memberId,
      destinationId: row.id,
    });
    const status = attempt.ok ? 'sent' : 'failed';
    const code = attempt.ok ? null : (attempt.code ?? 'DESTINATION_UNREACHABLE');
    await this.repository.setLastResult(row.id, { status, code, at: new Date() });
    return { status, code, httpStatus: attempt.httpStatus, durationMs: attempt.durationMs };
  }

  /** https only: a new secret, the old one stops at once; shown this once. */
  async rotateSecret(memberId: string, id: string): Promise<{ signingSecret: string }> {
    if (!UUID.test(id)) throw notFound();
    const signingSecret = newSigningSecret();
    await this.repository.transaction(async (trx) => {
      // Two rotations at once: one after the other, and the secret answered last is the one kept.
      await lockMemberDestinations(trx, memberId);
      const row = await this.repository.one(memberId, id, trx);
      if (!row) throw notFound();
      const current = row.kind === 'https' ? this.secrets.target(row) : undefined;
      if (current?.kind !== 'https') throw new AppException(HttpStatus.CONFLICT, 'CONFLICT');
      const sealed = this.secrets.seal(
        { kind: 'https', url: current.url, signingSecret },
        memberId,
        row.id,
      );
      await this.repository.setSecret(memberId, row.id, sealed, trx);
    });
    return { signingSecret };
  }
}
