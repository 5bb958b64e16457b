import { loadRemote } from '@module-federation/enhanced/runtime';
import { errorLog } from '@portal/shared/core';
import { NotExposedError, loadRemoteModule, registerFromRegistry } from './remote-loader';
import { reportLoad } from './release-health';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('./release-health', () => ({ reportLoad: jest.fn() }));

const loaded = loadRemote as jest.MockedFunction<typeof loadRemote>;
const supplier = (exposes?: string[]) => ({
  name: 'mf_supplier',
  remote: 'mf-supplier',
  version: 'r1-aaaaaaaa',
  entry: '/remotes/mf-supplier/r1-aaaaaaaa/mf-manifest.json',
  ...(exposes ? { exposes } : {}),
});

beforeEach(() => {
  loaded.mockReset();
  (reportLoad as jest.Mock).mockReset();
  errorLog.clear();
});

describe('loading a module of a remote', () => {
  it('does not ask a version for a module it does not expose, and reports nothing against it', async () => {
    registerFromRegistry([supplier(['manifest', 'app'])]);
    await expect(loadRemoteModule('mf_supplier', 'DecisionBanner')).rejects.toBeInstanceOf(NotExposedError);
    expect(loaded).not.toHaveBeenCalled();
    expect(reportLoad).not.toHaveBeenCalled();
    expect(errorLog.list()).toEqual([]);
  });

  it('loads a module the version exposes', async () => {
    registerFromRegistry([supplier(['manifest', 'app', 'DecisionBanner'])]);
    loaded.mockResolvedValue({ default: 'banner' });
    await expect(loadRemoteModule('mf_supplier', 'DecisionBanner')).resolves.toEqual({ default: 'banner' });
    expect(loaded).toHaveBeenCalledWith('mf_supplier/DecisionBanner');
  });

  it('asks as before when the registry does not say what a version exposes; a second failure is logged', async () => {
    registerFromRegistry([supplier()]);
    loaded.mockRejectedValue(new Error('Module "./DecisionBanner" does not exist in container.'));
    await expect(loadRemoteModule('mf_supplier', 'DecisionBanner')).rejects.toThrow('does not exist');
    expect(loaded).toHaveBeenCalledTimes(2);
    expect(errorLog.list()).toEqual([expect.objectContaining({ type: 'remote', info: 'mf_supplier/DecisionBanner' })]);
  });
});
