import { OAuthSimulator } from './oauth-simulator';

/**
 * `npm run oauth-simulator -w @sportdesk/api`: the in-memory OAuth provider SIMULATOR for development (tokens are lost
 * when it stops). It prints the `OAUTH_*` settings to start the API with; "Kontynuuj z …" then leads to its page,
 * where any e-mail signs in, and `POST /sdk/token` (form: email, given_name, family_name) gives an access token for
 * `POST /users/sign_in.json` with `fb: true`.
 */
const port = Number(process.env.OAUTH_SIMULATOR_PORT || 9100);
const simulator = new OAuthSimulator({
  clientId: process.env.OAUTH_CLIENT_ID || 'sportdesk-dev',
  clientSecret: process.env.OAUTH_CLIENT_SECRET || 'simulator-secret',
});
const url = await simulator.start(port, process.env.OAUTH_SIMULATOR_HOST || '127.0.0.1');
console.log(`OAuth provider simulator (tests/development only, in memory): ${url}\nStart the API with:`);
console.log(
  Object.entries(simulator.env())
    .map(([key, value]) => `${key}=${value}`)
    .join(' '),
);
const stop = async () => {
  await simulator.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
