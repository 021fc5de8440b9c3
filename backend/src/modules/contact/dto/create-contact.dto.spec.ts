import type { ArgumentMetadata } from '@nestjs/common';

import { AppException } from '@/common/errors/app.exception';
import { createValidationPipe } from '@/common/validation/validation.pipe';

import { CreateContactDto } from './create-contact.dto';

const metadata: ArgumentMetadata = { type: 'body', metatype: CreateContactDto };
const pipe = createValidationPipe();

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Webhook question',
  message: 'How do I point TradingView at my webhook URL?',
  locale: 'en',
};

async function detailsOf(body: unknown): Promise<Record<string, string> | undefined> {
  try {
    await pipe.transform(body, metadata);
  } catch (error) {
    if (error instanceof AppException) {
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.getStatus()).toBe(400);
      return error.details;
    }
    throw error;
  }
  throw new Error('expected validation to fail');
}

describe('CreateContactDto validation', () => {
  it('accepts a valid message and trims text fields', async () => {
    const dto = (await pipe.transform(
      { ...valid, name: '  Ada  ', locale: 'fr' },
      metadata,
    )) as CreateContactDto;
    expect(dto).toBeInstanceOf(CreateContactDto);
    expect(dto.name).toBe('Ada');
    expect(dto.locale).toBe('fr');
  });

  it('names each unknown field', async () => {
    expect(await detailsOf({ ...valid, admin: true, extra: 'x' })).toEqual({
      admin: 'unknown_field',
      extra: 'unknown_field',
    });
  });

  it('reports missing fields as required', async () => {
    expect(await detailsOf({})).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
      locale: 'required',
    });
    expect(await detailsOf({ ...valid, name: '   ' })).toEqual({ name: 'required' });
  });

  it('reports the precise rule each bad field breaks', async () => {
    expect(
      await detailsOf({
        name: 'n'.repeat(101),
        email: 'not-an-email',
        subject: 's'.repeat(151),
        message: 'too short',
        locale: 'de',
      }),
    ).toEqual({
      name: 'too_long',
      email: 'invalid_email',
      subject: 'too_long',
      message: 'too_short',
      locale: 'invalid_choice',
    });
    const longButWellFormed = `${'a'.repeat(60)}@${`${'b'.repeat(60)}.`.repeat(4)}com`;
    expect(longButWellFormed.length).toBeGreaterThan(254);
    expect(await detailsOf({ ...valid, email: longButWellFormed })).toEqual({ email: 'too_long' });
    expect(await detailsOf({ ...valid, message: 'm'.repeat(5001) })).toEqual({
      message: 'too_long',
    });
    expect(await detailsOf({ ...valid, name: 42 })).toEqual({ name: 'invalid_type' });
  });

  it('rejects a body that is not an object', async () => {
    expect(await detailsOf([valid])).toMatchObject({ 0: 'unknown_field', name: 'required' });
    expect(await detailsOf('text')).toMatchObject({ name: 'required', locale: 'required' });
  });
});
