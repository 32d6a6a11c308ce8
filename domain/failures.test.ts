// Reading failures (domain/failures.ts): API error bodies, rate limits, network failures, and the notices shown.
import { describe, expect, it } from 'vitest';
import { failureNotice, NETWORK_ERROR, noticeText, readFailure } from './failures';
import type { CatalogueKey } from './message-keys';

describe('reading failures', () => {
  it('reads the API validation failure into field notices', () => {
    const failure = readFailure({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Dữ liệu không hợp lệ',
      details: [
        { field: 'email', message: 'Email không hợp lệ' },
        { field: 'email', message: 'second' },
        { field: 'phone' },
      ],
    });
    expect(failure).toEqual({
      kind: 'validation',
      code: 'VALIDATION_FAILED',
      status: 400,
      text: 'Dữ liệu không hợp lệ',
      fieldErrors: { email: { key: 'errors.validationFailed', text: 'Email không hợp lệ' } },
    });
  });

  it('classifies rate limits, network failures and the rest', () => {
    const limited = readFailure({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Bạn thao tác quá nhiều lần',
    });
    expect(limited.kind).toBe('rateLimited');
    expect(failureNotice(limited)).toEqual({ key: 'errors.rateLimited', text: 'Bạn thao tác quá nhiều lần' });
    expect(
      readFailure({ code: 'LimitExceededException', name: 'LimitExceededException', statusCode: 400 }).kind,
    ).toBe('rateLimited');
    const offline = readFailure({ code: 'ERR_NETWORK', message: 'Network Error' });
    expect(offline.kind).toBe('network');
    expect(failureNotice(offline)).toEqual({ key: 'errors.networkError', text: null });
    // The identity adapter's NetworkError (name NetworkError, code NETWORK_ERROR) reads as network too.
    expect(readFailure({ name: 'NetworkError', code: NETWORK_ERROR, message: 'Network Error' }).kind).toBe(
      'network',
    );
    const cognito = readFailure({
      code: 'NotAuthorizedException',
      statusCode: 400,
      message: 'Incorrect username or password.',
    });
    expect(cognito).toMatchObject({ kind: 'other', code: 'NotAuthorizedException', text: null });
    expect(failureNotice(cognito, 'errors.incorrectPreviousPassword')).toEqual({
      key: 'errors.incorrectPreviousPassword',
      text: null,
    });
    expect(readFailure(new Error('boom'))).toEqual({
      kind: 'other',
      code: null,
      status: null,
      text: null,
      fieldErrors: {},
    });
    expect(readFailure(undefined).kind).toBe('other');
    expect(readFailure(new TypeError('Failed to fetch')).kind).toBe('other');
  });

  it('reads a 503 as a passing outage with its own text, ours or the catalogue one', () => {
    const ours = readFailure({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Dịch vụ tạm thời gián đoạn, vui lòng thử lại sau giây lát',
    });
    expect(ours.kind).toBe('unavailable');
    // Even where a view passes its own fallback, the outage text wins over "something went wrong".
    expect(failureNotice(ours, 'errors.incorrectPreviousPassword')).toEqual({
      key: 'errors.serviceUnavailable',
      text: 'Dịch vụ tạm thời gián đoạn, vui lòng thử lại sau giây lát',
    });
    // A proxy's 503 page (src/api/client.ts reads it as HTTP_503 with the English status text): the catalogue's.
    const proxy = failureNotice(
      readFailure({ status: 503, code: 'HTTP_503', message: 'Service Unavailable' }),
    );
    expect(proxy).toEqual({ key: 'errors.serviceUnavailable', text: null });
    expect(noticeText(proxy, 'vi')).toBe('Dịch vụ tạm thời gián đoạn, vui lòng thử lại sau giây lát');
    expect(noticeText(proxy, 'en')).toBe(
      'The service is temporarily unavailable, please try again in a moment',
    );
    // A defect stays generic.
    expect(readFailure({ statusCode: 500, code: 'INTERNAL', message: 'Đã có lỗi xảy ra!' }).kind).toBe(
      'other',
    );
  });

  it('shows the server text when there is one, else the key in the reader language', () => {
    const notice = { key: 'errors.generic' as CatalogueKey, text: null };
    expect(noticeText(notice, 'vi')).toBe('Đã có lỗi xảy ra!');
    expect(noticeText(notice, 'en')).toBe('Something went wrong!');
    expect(noticeText({ ...notice, text: 'Email đã được sử dụng' }, 'en')).toBe('Email đã được sử dụng');
  });
});
