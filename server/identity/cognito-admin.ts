// Server-side calls to the Cognito user pool (AWS SDK v3): the parts of identity the API owns (creating and
// confirming users it registered, password resets it verified itself, sign-out, change-password).
// Against cognito-local (COGNITO_ENDPOINT set) it uses dummy credentials and no SDK retries, since the SDK would
// retry the emulator's HTTP 500s; against AWS it uses the default credential chain.
import {
  AdminAddUserToGroupCommand,
  AdminConfirmSignUpCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  AssociateSoftwareTokenCommand,
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  ListGroupsCommand,
  ListUsersInGroupCommand,
  SetUserMFAPreferenceCommand,
  SignUpCommand,
  VerifySoftwareTokenCommand,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import http from 'node:http';
import type { CognitoConfig } from '../config';

export interface IdentityUser {
  sub: string;
  username: string;
  email: string;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  enabled: boolean;
  /** Cognito status: UNCONFIRMED, CONFIRMED, FORCE_CHANGE_PASSWORD, RESET_REQUIRED, ... */
  status: string;
}

export interface CognitoAdmin {
  /** Self-registration (the user stays UNCONFIRMED until activated by our e-mailed link). Returns the sub. */
  signUp(input: { email: string; password: string; givenName: string; familyName: string }): Promise<string>;
  confirmSignUp(username: string): Promise<void>;
  /** Admin-created user with a permanent password and a verified e-mail (used by seeds and invitations). */
  createUser(input: {
    email: string;
    password?: string;
    temporaryPassword?: string;
    givenName: string;
    familyName: string;
  }): Promise<IdentityUser>;
  getUser(username: string): Promise<IdentityUser | null>;
  /** Every member of a group (e.g. `staff`); an unknown group has none. */
  listUsersInGroup(groupName: string): Promise<IdentityUser[]>;
  /**
   * Puts a user in a group (e.g. `experts`), creating the group first when the pool has none of that name;
   * adding a member again changes nothing.
   */
  addUserToGroup(username: string, groupName: string): Promise<void>;
  setPassword(username: string, password: string, permanent?: boolean): Promise<void>;
  disableUser(username: string): Promise<void>;
  enableUser(username: string): Promise<void>;
  deleteUser(username: string): Promise<void>;
  /** Revokes every refresh token of the caller (sign-out everywhere). */
  globalSignOut(accessToken: string): Promise<void>;
  /** Revokes every refresh token of a user, server-side (after a password reset). */
  adminGlobalSignOut(username: string): Promise<void>;
  changePassword(accessToken: string, previousPassword: string, proposedPassword: string): Promise<void>;
  /** The caller's MFA settings (GetUser with their access token). */
  getMfaSettings(accessToken: string): Promise<MfaSettings>;
  /** A new, not yet verified authenticator-app secret (base32). */
  associateSoftwareToken(accessToken: string): Promise<string>;
  /** Verifies the app's first code; rejects with CodeMismatchException / EnableSoftwareTokenMFAException. */
  verifySoftwareToken(accessToken: string, code: string, friendlyDeviceName: string): Promise<void>;
  /** Turns the authenticator app on (and preferred) or off. */
  setSoftwareTokenMfa(accessToken: string, enabled: boolean): Promise<void>;
}

export interface MfaSettings {
  totpEnabled: boolean;
  smsEnabled: boolean;
  preferred: 'SOFTWARE_TOKEN_MFA' | 'SMS_MFA' | null;
}

function attr(attributes: AttributeType[] | undefined, name: string): string | null {
  return attributes?.find((a) => a.Name === name)?.Value ?? null;
}

export function createCognitoAdmin(config: CognitoConfig): CognitoAdmin {
  const local = Boolean(config.endpoint);
  const client = new CognitoIdentityProviderClient({
    region: config.region,
    ...(local
      ? {
          endpoint: config.endpoint!,
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          maxAttempts: 1,
          // cognito-local closes idle sockets without notice; a reused one fails the next call ("socket hang up").
          requestHandler: { httpAgent: new http.Agent({ keepAlive: false }) },
        }
      : {}),
  });
  const UserPoolId = config.userPoolId;
  const ClientId = config.clientId;

  const toUser = (
    username: string,
    attributes: AttributeType[] | undefined,
    enabled: boolean | undefined,
    status: string | undefined,
  ): IdentityUser => ({
    sub: attr(attributes, 'sub') ?? username,
    username,
    email: (attr(attributes, 'email') ?? '').toLowerCase(),
    emailVerified: attr(attributes, 'email_verified') === 'true',
    givenName: attr(attributes, 'given_name'),
    familyName: attr(attributes, 'family_name'),
    enabled: enabled ?? true,
    status: status ?? 'UNKNOWN',
  });

  const admin: CognitoAdmin = {
    async signUp({ email, password, givenName, familyName }) {
      const out = await client.send(
        new SignUpCommand({
          ClientId,
          Username: email,
          Password: password,
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'given_name', Value: givenName },
            { Name: 'family_name', Value: familyName },
          ],
        }),
      );
      return out.UserSub!;
    },
    async confirmSignUp(username) {
      await client.send(new AdminConfirmSignUpCommand({ UserPoolId, Username: username }));
    },
    async createUser({ email, password, temporaryPassword, givenName, familyName }) {
      const out = await client.send(
        new AdminCreateUserCommand({
          UserPoolId,
          Username: email,
          MessageAction: 'SUPPRESS',
          TemporaryPassword: temporaryPassword,
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'email_verified', Value: 'true' },
            { Name: 'given_name', Value: givenName },
            { Name: 'family_name', Value: familyName },
          ],
        }),
      );
      const username = out.User?.Username ?? email;
      if (password) await admin.setPassword(username, password, true);
      return toUser(
        username,
        out.User?.Attributes,
        out.User?.Enabled,
        password ? 'CONFIRMED' : out.User?.UserStatus,
      );
    },
    async getUser(username) {
      try {
        const out = await client.send(new AdminGetUserCommand({ UserPoolId, Username: username }));
        return toUser(out.Username ?? username, out.UserAttributes, out.Enabled, out.UserStatus);
      } catch (error) {
        if ((error as { name?: string }).name === 'UserNotFoundException') return null;
        throw error;
      }
    },
    async listUsersInGroup(groupName) {
      const users: IdentityUser[] = [];
      let NextToken: string | undefined;
      try {
        do {
          const out = await client.send(
            new ListUsersInGroupCommand({ UserPoolId, GroupName: groupName, NextToken, Limit: 60 }),
          );
          for (const u of out.Users ?? [])
            users.push(toUser(u.Username ?? '', u.Attributes, u.Enabled, u.UserStatus));
          NextToken = out.NextToken;
        } while (NextToken);
      } catch (error) {
        if ((error as { name?: string }).name === 'ResourceNotFoundException') return [];
        throw error;
      }
      return users;
    },
    async addUserToGroup(username, groupName) {
      // Looked up by listing, never created twice: cognito-local's CreateGroup of an existing name replaces the
      // group and drops its members (server/stack/cognito-local.ts ensureCognitoGroup does the same).
      const groupExists = async () => {
        let NextToken: string | undefined;
        do {
          const out = await client.send(new ListGroupsCommand({ UserPoolId, Limit: 60, NextToken }));
          if ((out.Groups ?? []).some((g) => g.GroupName === groupName)) return true;
          NextToken = out.NextToken;
        } while (NextToken);
        return false;
      };
      if (!(await groupExists())) {
        try {
          await client.send(new CreateGroupCommand({ UserPoolId, GroupName: groupName }));
        } catch (error) {
          // Created meanwhile by a concurrent approval: fine.
          if ((error as { name?: string }).name !== 'GroupExistsException') throw error;
        }
      }
      await client.send(
        new AdminAddUserToGroupCommand({ UserPoolId, Username: username, GroupName: groupName }),
      );
    },
    async setPassword(username, password, permanent = true) {
      await client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId,
          Username: username,
          Password: password,
          Permanent: permanent,
        }),
      );
    },
    async disableUser(username) {
      await client.send(new AdminDisableUserCommand({ UserPoolId, Username: username }));
    },
    async enableUser(username) {
      await client.send(new AdminEnableUserCommand({ UserPoolId, Username: username }));
    },
    async deleteUser(username) {
      await client.send(new AdminDeleteUserCommand({ UserPoolId, Username: username }));
    },
    async globalSignOut(accessToken) {
      await client.send(new GlobalSignOutCommand({ AccessToken: accessToken }));
    },
    async adminGlobalSignOut(username) {
      await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username: username }));
    },
    async changePassword(accessToken, previousPassword, proposedPassword) {
      await client.send(
        new ChangePasswordCommand({
          AccessToken: accessToken,
          PreviousPassword: previousPassword,
          ProposedPassword: proposedPassword,
        }),
      );
    },
    async getMfaSettings(accessToken) {
      const out = await client.send(new GetUserCommand({ AccessToken: accessToken }));
      const methods = new Set(out.UserMFASettingList ?? []);
      // MFAOptions is Cognito's older way of saying "SMS codes are on".
      const sms = methods.has('SMS_MFA') || (out.MFAOptions ?? []).some((o) => o.DeliveryMedium === 'SMS');
      const preferred = out.PreferredMfaSetting;
      return {
        totpEnabled: methods.has('SOFTWARE_TOKEN_MFA'),
        smsEnabled: sms,
        preferred: preferred === 'SOFTWARE_TOKEN_MFA' || preferred === 'SMS_MFA' ? preferred : null,
      };
    },
    async associateSoftwareToken(accessToken) {
      const out = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
      if (!out.SecretCode) throw new Error('AssociateSoftwareToken answered no SecretCode');
      return out.SecretCode;
    },
    async verifySoftwareToken(accessToken, code, friendlyDeviceName) {
      const out = await client.send(
        new VerifySoftwareTokenCommand({
          AccessToken: accessToken,
          UserCode: code,
          FriendlyDeviceName: friendlyDeviceName,
        }),
      );
      if (out.Status && out.Status !== 'SUCCESS') {
        throw Object.assign(new Error('The code was not accepted'), { name: 'CodeMismatchException' });
      }
    },
    async setSoftwareTokenMfa(accessToken, enabled) {
      await client.send(
        new SetUserMFAPreferenceCommand({
          AccessToken: accessToken,
          SoftwareTokenMfaSettings: { Enabled: enabled, PreferredMfa: enabled },
        }),
      );
    },
  };
  return admin;
}
