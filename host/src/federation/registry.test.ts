import { fetchRegistryEarly, takeRegistry } from './registry';

const answer = (remotes: { name: string }[]) => ({ ok: true, json: async () => ({ remotes }) }) as Response;

test('the registry fetched as the page starts is the one bootstrap gets, once; a later ask fetches again', async () => {
  const fetchMock = jest.fn().mockResolvedValueOnce(answer([{ name: 'early' }])).mockResolvedValueOnce(answer([{ name: 'later' }]));
  global.fetch = fetchMock;
  fetchRegistryEarly();
  expect(fetchMock).toHaveBeenCalledWith('/mf/registry.json', { cache: 'no-store', credentials: 'same-origin' });
  expect((await takeRegistry()).map((r) => r.name)).toEqual(['early']);
  expect((await takeRegistry()).map((r) => r.name)).toEqual(['later']);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('an early fetch that failed reaches bootstrap as the failure', async () => {
  global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 503 } as Response);
  fetchRegistryEarly();
  await expect(takeRegistry()).rejects.toThrow('registry: HTTP 503');
});
