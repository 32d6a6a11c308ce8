// Preloaded (`node --require`) into the children of `npm start` (cognito-local, maildev): when the launcher that
// spawned them is gone (its pid is no longer our parent), end this process too, so no orphan keeps a port.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(0);
}, 1000).unref();
