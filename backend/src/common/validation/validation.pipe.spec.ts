import type { ArgumentMetadata } from '@nestjs/common';
import { IsOptional, IsString } from 'class-validator';

import { AppException } from '@/common/errors/app.exception';

import { createValidationPipe, UNSTORABLE_TEXT_MESSAGE_KEY } from './validation.pipe';

class NoteDto {
  @IsString()
  text!: string;

  @IsOptional()
  @IsString()
  title?: string;
}

const pipe = createValidationPipe();

async function failure(value: unknown, metadata: ArgumentMetadata): Promise<AppException> {
  try {
    await pipe.transform(value, metadata);
  } catch (error) {
    if (error instanceof AppException) return error;
    throw error;
  }
  throw new Error('expected the pipe to refuse the value');
}

describe('the global validation pipe and unstorable text', () => {
  it('refuses NUL and lone surrogates in a body before any DTO rule, field by field', async () => {
    const error = await failure(
      { text: 'a\u0000b', title: 'x\ud800', extra: 'fine' },
      { type: 'body', metatype: NoteDto },
    );
    expect(error.getStatus()).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual({ text: 'invalid_characters', title: 'invalid_characters' });
    expect(error.messageKey).toBe(UNSTORABLE_TEXT_MESSAGE_KEY);
  });

  it('checks route parameters and query strings, even without a DTO', async () => {
    const param = await failure('\u0000', { type: 'param', metatype: String, data: 'id' });
    expect(param.details).toEqual({ id: 'invalid_characters' });
    const query = await failure({ q: ['a', '\udc00'] }, { type: 'query', metatype: Object });
    expect(query.details).toEqual({ 'q.1': 'invalid_characters' });
  });

  it('still validates clean values as before', async () => {
    const error = await failure({ text: 3 }, { type: 'body', metatype: NoteDto });
    expect(error.details).toEqual({ text: 'invalid_type' });
    expect(error.messageKey).toBeUndefined();
    await expect(
      pipe.transform({ text: 'ok 😀' }, { type: 'body', metatype: NoteDto }),
    ).resolves.toEqual({ text: 'ok 😀' });
  });
});
