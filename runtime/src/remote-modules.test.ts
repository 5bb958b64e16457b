import { remoteModules } from './remote-modules';

afterEach(() => remoteModules.setLoader(null));

test('a load before any host registered remotes says so', async () => {
  await expect(remoteModules.load('mf_auth', 'LoginCard')).rejects.toThrow('no host has registered remotes');
});

test('a load goes to the loader the host registered', async () => {
  remoteModules.setLoader(async (remote, exposed) => ({ from: `${remote}/${exposed}` }));
  await expect(remoteModules.load('mf_auth', 'LoginCard')).resolves.toEqual({ from: 'mf_auth/LoginCard' });
});
