// The other shared libraries the shell draws with, imported on their own after antd (index.ts):
// their module code then runs in a task of its own, and the browser gets the main thread back in
// between instead of one long task for libraries and shell together.
// One name is enough: a shared library is one module, its first-load part evaluated whole.
import { LoadingOutlined } from '@ant-design/icons';
import axios from 'axios';
import dayjs from 'dayjs';
import i18next from 'i18next';

export const shellLibraries = [LoadingOutlined, axios, dayjs, i18next];
