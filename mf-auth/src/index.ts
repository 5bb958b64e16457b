// A remote is consumed through remoteEntry.js; this entry only exists because webpack needs one.
export {};
