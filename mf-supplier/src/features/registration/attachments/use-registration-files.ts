import { useOwnFiles } from '../../../supplier-form/use-own-files';
import { fetchRegistrationFiles } from './registration-files';

/** The registering user's files as the server holds them, kept in step with uploads and deletions. */
export const useRegistrationFiles = () => useOwnFiles(fetchRegistrationFiles);
