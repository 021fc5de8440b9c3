import { BadRequestException, HttpStatus, Logger, NotFoundException } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { ThrottlerException } from '@nestjs/throttler';
import type { ApiErrorBody } from '@tickrelay/contracts/errors/api-error';
import { I18nService } from 'nestjs-i18n';

import { i18nModule } from '@/common/i18n/i18n.options';

import { AllExceptionsFilter } from './all-exceptions.filter';
import { AppException } from './app.exception';

interface FakeResponse {
  statusCode?: number;
  body?: ApiErrorBody;
  headers: Record<string, string>;
  headersSent: boolean;
}

function run(
  filter: AllExceptionsFilter,
  exception: unknown,
  request: { query?: Record<string, string>; headers?: Record<string, string> } = {},
): FakeResponse {
  const state: FakeResponse = { headers: {}, headersSent: false };
  const response = {
    get headersSent() {
      return state.headersSent;
    },
    status(code: number) {
      state.statusCode = code;
      return response;
    },
    setHeader(name: string, value: string) {
      state.headers[name] = value;
      return response;
    },
    json(body: ApiErrorBody) {
      state.body = body;
      state.headersSent = true;
      return response;
    },
    end: jest.fn(),
  };
  const req = { method: 'GET', originalUrl: '/x', query: {}, headers: {}, ...request };
  const host = {
    getType: () => 'http',
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => response }),
  };
  filter.catch(exception, host as never);
  return state;
}

describe('AllExceptionsFilter', () => {
  let filter: AllExceptionsFilter;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [i18nModule()] }).compile();
    filter = new AllExceptionsFilter(moduleRef.get(I18nService));
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });

  it('shapes a validation error with its details, in English by default', () => {
    const result = run(
      filter,
      new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', { foo: 'unknown_field' }),
    );
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual({
      statusCode: 400,
      error: 'VALIDATION_FAILED',
      message: 'Some fields are missing or invalid.',
      details: { foo: 'unknown_field' },
    });
    expect(result.headers['Content-Language']).toBe('en');
  });

  it('localises into French from ?lang, the cookie or Accept-Language', () => {
    const fr = 'Rien n’a été trouvé à cette adresse.';
    expect(run(filter, new NotFoundException(), { query: { lang: 'fr' } }).body?.message).toBe(fr);
    expect(
      run(filter, new NotFoundException(), { headers: { cookie: 'lang=fr' } }).body?.message,
    ).toBe(fr);
    const viaHeader = run(filter, new NotFoundException(), {
      headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
    });
    expect(viaHeader.body).toEqual({ statusCode: 404, error: 'NOT_FOUND', message: fr });
  });

  it('maps framework exceptions to stable codes', () => {
    expect(run(filter, new ThrottlerException()).body?.error).toBe('TOO_MANY_REQUESTS');
    expect(run(filter, new BadRequestException('raw text')).body).toEqual({
      statusCode: 400,
      error: 'BAD_REQUEST',
      message: 'The request could not be understood.',
    });
  });

  it('maps body-parser errors', () => {
    const tooLarge = Object.assign(new Error('request entity too large'), {
      type: 'entity.too.large',
      status: 413,
    });
    const malformed = Object.assign(new SyntaxError('Unexpected token'), {
      type: 'entity.parse.failed',
      status: 400,
    });
    expect(run(filter, tooLarge).body?.error).toBe('PAYLOAD_TOO_LARGE');
    expect(run(filter, malformed).body).toMatchObject({ statusCode: 400, error: 'INVALID_JSON' });
  });

  it('hides unexpected errors behind INTERNAL_ERROR without a stack trace', () => {
    const result = run(filter, new Error('database password is hunter2'), {
      query: { lang: 'fr' },
    });
    expect(result.statusCode).toBe(500);
    expect(result.body).toEqual({
      statusCode: 500,
      error: 'INTERNAL_ERROR',
      message: 'Une erreur s’est produite de notre côté. Réessayez plus tard.',
    });
    expect(JSON.stringify(result.body)).not.toMatch(/hunter2|at .*\.ts/);
  });
});
