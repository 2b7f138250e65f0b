// The entry of the app's job worker thread (bundled as dist/jobs-worker.js by scripts/build.js).
import { appJobs } from './app-jobs';
import { serveJobs } from './serve';

serveJobs(appJobs);
