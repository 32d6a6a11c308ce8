// Registry entries of the account machines: change password, two-step verification set-up, profile.
import { NETWORK_ERROR } from '../../../domain/failures';
import type { ChangePasswordEvent } from '../../../machines/auth/change-password.types';
import type { ProfileEvent, LoadProfileOutput } from '../../../machines/profile/profile.types';
import { changePasswordMachine } from '../../../machines/auth/change-password.machine';
import { mfaSetupMachine } from '../../../machines/auth/mfa-setup.machine';
import type { MfaSetupEvent, MfaStatus } from '../../../machines/auth/mfa-setup.types';
import { ownerMe, ownerProfile } from '../../fixtures/session';
import { profileMachine } from '../../../machines/profile/profile.machine';
import {
  typed,
  done,
  failed,
  ok,
  fail,
  apiError,
  rateLimited,
  offline,
  serverFault,
  PASSWORD,
  type MachineEntry,
  type Outcome,
} from './entry';

// ---- change password ----------------------------------------------------------------------------------------------

const changePasswordAnswers: Record<string, Outcome> = {
  'Wrong@2025': fail({
    code: 'NotAuthorizedException',
    name: 'NotAuthorizedException',
    statusCode: 400,
    message: 'Incorrect username or password.',
  }),
  'WrongApi@2025': fail(apiError(400, 'INCORRECT_PREVIOUS_PASSWORD', 'Mật khẩu hiện tại không chính xác')),
  'Limited@2025': fail({
    code: 'LimitExceededException',
    statusCode: 400,
    message: 'Attempt limit exceeded',
  }),
  'Offline@2025': fail({ code: NETWORK_ERROR, message: 'Network error' }),
};

const changeValues = (previousPassword: string, proposedPassword = PASSWORD) => ({
  previousPassword,
  proposedPassword,
  confirmPassword: proposedPassword,
});

export const changePassword: MachineEntry = {
  id: 'change-password',
  file: 'machines/auth/change-password.machine.ts',
  purpose: {
    en: 'Change password while signed in: the current and the new password; a wrong current password is shown on its field.',
    vi: 'Đổi mật khẩu khi đã đăng nhập: mật khẩu hiện tại và mật khẩu mới; mật khẩu hiện tại sai được báo ngay tại trường đó.',
  },
  machine: changePasswordMachine,
  events: typed<ChangePasswordEvent>([
    ...['Old@2025x', ...Object.keys(changePasswordAnswers)].map((previous): ChangePasswordEvent => ({
      type: 'user.submit',
      values: changeValues(previous),
    })),
    { type: 'user.submit', values: changeValues('Old@2025x', 'weak') },
    { type: 'user.editField', field: 'previousPassword' },
  ]),
  actors: {
    kind: 'backend',
    answer: {
      changePassword: ({ previousPassword, proposedPassword }: ReturnType<typeof changeValues>) =>
        changePasswordAnswers[previousPassword] ??
        (proposedPassword === 'weak'
          ? fail(
              apiError(400, 'VALIDATION_FAILED', 'Dữ liệu không hợp lệ', [
                { field: 'proposedPassword', message: 'Tối thiểu 8 ký tự' },
              ]),
            )
          : ok()),
    },
  },
};

// ---- two-step verification (authenticator app) set-up ---------------------------------------------------------------

const mfaOff: MfaStatus = { totpEnabled: false, smsEnabled: false, preferred: null };
const mfaOn: MfaStatus = { totpEnabled: true, smsEnabled: false, preferred: 'SOFTWARE_TOKEN_MFA' };

export const mfaSetup: MachineEntry = {
  id: 'mfa-setup',
  file: 'machines/auth/mfa-setup.machine.ts',
  purpose: {
    en: 'Two-step verification from the profile: scan a new authenticator-app secret (QR code), confirm its first code to turn it on; turn it off.',
    vi: 'Xác thực hai bước từ trang hồ sơ: quét mã bí mật mới (mã QR) bằng ứng dụng xác thực, nhập mã đầu tiên để bật; tắt khi cần.',
  },
  machine: mfaSetupMachine,
  events: typed<MfaSetupEvent>([
    { type: 'user.start' },
    { type: 'user.submitCode', code: '123456' },
    { type: 'user.editCode' },
    { type: 'user.cancel' },
    { type: 'user.disable' },
    { type: 'user.retry' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadMfaStatus', mfaOff),
      done('loadMfaStatus', mfaOn),
      failed('loadMfaStatus', offline),
      done('associateTotp', {
        secretCode: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/GHG%20Platform%3Aowner%40ghg-demo.vn?secret=JBSWY3DPEHPK3PXP',
      }),
      failed('associateTotp', serverFault),
      done('verifyTotp', mfaOn),
      failed('verifyTotp', apiError(400, 'MFA_CODE_INVALID', 'Mã xác thực không đúng')),
      failed('verifyTotp', rateLimited),
      done('disableTotp', mfaOff),
      failed('disableTotp', offline),
    ],
  },
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
};

// ---- profile ------------------------------------------------------------------------------------------------------

const loadedProfile: LoadProfileOutput = {
  profile: ownerProfile,
  spaces: ownerMe.spaces,
  certificates: [],
  suggestions: { professions: ['Sản xuất thép'], locations: ['Việt Nam'] },
};

export const profile: MachineEntry = {
  id: 'profile',
  file: 'machines/profile/profile.machine.ts',
  purpose: {
    en: 'The profile pages: load the profile (and on the edit page the suggestion lists), save the edit form, upload the avatar after checking its type and size.',
    vi: 'Trang hồ sơ: tải hồ sơ (trang chỉnh sửa tải thêm danh sách gợi ý), lưu biểu mẫu chỉnh sửa, tải ảnh đại diện lên sau khi kiểm tra định dạng và dung lượng.',
  },
  machine: profileMachine,
  starts: [
    { label: '/user/profile', input: { withSuggestions: false } },
    { label: '/user/profile/edit', input: { withSuggestions: true } },
  ],
  events: typed<ProfileEvent>([
    {
      type: 'user.save',
      values: { firstName: 'Lan', lastName: 'Nguyễn', phone: '0912345678', bio: 'Kiểm kê viên KNK' },
    },
    { type: 'user.uploadAvatar', file: { type: 'image/png', size: 120_000 } },
    { type: 'user.uploadAvatar', file: { type: 'image/gif', size: 120_000 } },
    { type: 'user.editField', field: 'phone' },
    { type: 'user.retry' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadProfile', loadedProfile),
      failed('loadProfile', offline),
      done('saveProfile', { ...ownerProfile, bio: 'Kiểm kê viên KNK' }),
      failed(
        'saveProfile',
        apiError(400, 'VALIDATION_FAILED', 'Dữ liệu không hợp lệ', [
          { field: 'phone', message: 'Số điện thoại không hợp lệ' },
        ]),
      ),
      failed('saveProfile', serverFault),
      done('uploadAvatar', { ...ownerProfile, avatarUrl: '/api/users/avatar/lan.png' }),
      failed('uploadAvatar', apiError(413, 'PAYLOAD_TOO_LARGE', 'Ảnh vượt quá 2 MB')),
    ],
  },
  // The state value only: the guarded alternatives depend on the event, not on what an earlier answer stored.
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
};
