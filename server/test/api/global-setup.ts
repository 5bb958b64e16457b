// Runs once per Jest run, before any worker starts, so the workers inherit the template's name.
import { setUpTemplate } from './helpers/database-template';

export default async function globalSetup(): Promise<void> {
  await setUpTemplate();
}
