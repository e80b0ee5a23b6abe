import { describe, expect, it, vi } from 'vitest';
import { ErrorCode, type AppSetting, type ListReply } from '@sportdesk/contract';
import { errorReply, mockApi, okReply } from '../test/render';
import { ApiError, api, configureApi, toQueryString } from './api';
import { saveSession } from './session/storage';

describe('api client', () => {
  it('sends the stored bearer token under /api/v2 and unwraps data', async () => {
    saveSession({ token: 't0k3n' });
    const fetchMock = mockApi({ '/api/v2/admin/app_settings': () => okReply<ListReply<AppSetting>>({ rows: [], total: 0 }) });
    await expect(api.get('/admin/app_settings', { query: { page: 0, with_name: '', with_id: undefined } })).resolves.toEqual({
      rows: [],
      total: 0,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v2/admin/app_settings?page=0');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer t0k3n');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('throws a typed ApiError with code and fields', async () => {
    const fields = { name: 'Ta nazwa jest już zajęta' };
    mockApi({
      '/api/v2/x': () => errorReply(ErrorCode.CONFLICT, 'Ta nazwa jest już zajęta', fields),
    });
    const error = await api.post('/x', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'CONFLICT', status: 409, fields });
  });

  it('calls the 401 handler for UNAUTHORIZED but not for bad credentials', async () => {
    const onUnauthorized = vi.fn();
    configureApi({ onUnauthorized });
    mockApi({
      '/api/v2/users/current': () => errorReply(ErrorCode.UNAUTHORIZED, 'x'),
      '/users/sign_in.json': () => errorReply(ErrorCode.INVALID_CREDENTIALS, 'x'),
    });
    await expect(api.post('/users/sign_in.json', { root: true, body: {} })).rejects.toThrow(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(api.get('/users/current')).rejects.toThrow(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('redirects on 404 only for detail loads', async () => {
    const onNotFound = vi.fn();
    configureApi({ onNotFound });
    mockApi({});
    await expect(api.get('/admin/app_settings/9')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(onNotFound).not.toHaveBeenCalled();
    await expect(api.get('/admin/app_settings/9', { redirectOnNotFound: true })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(onNotFound).toHaveBeenCalledOnce();
  });

  it('turns a network failure into SERVICE_UNAVAILABLE', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/health')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Brak połączenia z serwerem',
    });
  });

  it('builds query strings without empty values', () => {
    expect(toQueryString({ a: 1, b: '', c: null, d: undefined, e: 'ż ó' })).toBe('?a=1&e=%C5%BC+%C3%B3');
    expect(toQueryString({})).toBe('');
  });
});
