// The registering user's files the page shows: qualification files and performance contracts, read
// from the server so a reload shows what was uploaded.
import { APTITUDE_TYPES, PERFORMANCE_CONTRACT_TYPE } from '@portal/shared/core';
import { fetchFiles, type StoredFile } from '@portal/shared/react';

const TYPES = [...APTITUDE_TYPES.map((t) => t.code), PERFORMANCE_CONTRACT_TYPE];

export async function fetchRegistrationFiles(): Promise<StoredFile[]> {
  return fetchFiles(undefined, TYPES);
}
