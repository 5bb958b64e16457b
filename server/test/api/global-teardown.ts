import { tearDownTemplate } from './helpers/database-template';

export default async function globalTeardown(): Promise<void> {
  await tearDownTemplate();
}
