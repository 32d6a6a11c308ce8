// The test stack's addresses (docs/conventions.md, "test stack" column), shared by playwright.config.ts and the specs.
// E2E_PORT_OFFSET (default 0) shifts every port and the data folder, so two e2e runs on one machine don't collide.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const port = (base: number) => String(base + offset);

export const E2E = {
  appUrl: `http://127.0.0.1:${port(18080)}`,
  cognitoEndpoint: `http://127.0.0.1:${port(19329)}`,
  inboxUrl: `http://127.0.0.1:${port(11080)}`,
  env: {
    HOST: '127.0.0.1',
    PORT: port(18080),
    COGNITO_PORT: port(19329),
    SMTP_PORT: port(11025),
    MAILDEV_WEB_PORT: port(11080),
    DATA_DIR: offset ? `.data-e2e-${offset}` : '.data-e2e',
    // All browser sessions of the suite come from 127.0.0.1: raise the per-IP abuse limits (50x) for it.
    RATE_LIMIT_SCALE: '50',
  },
};
