// Labels of the expert directory's closed lists (domain/experts/vocabulary.ts, the application statuses of
// domain/experts/application-lifecycle.ts), vi (base), keyed by their codes. Shared by the expert pages.
const expertVocabulary = {
  services: {
    GHG_INVENTORY: 'Kiểm kê khí nhà kính',
    VERIFICATION: 'Thẩm tra',
    CBAM_REPORTING: 'Báo cáo CBAM',
    ESG_REPORTING: 'Báo cáo ESG',
    TRAINING: 'Đào tạo',
  },
  standards: {
    ISO_14064_1: 'ISO 14064-1',
    ISO_14064_3: 'ISO 14064-3',
    GHG_PROTOCOL: 'GHG Protocol',
    ISO_14067: 'ISO 14067',
    ISO_14068_1: 'ISO 14068-1',
  },
  languages: {
    vi: 'Tiếng Việt',
    en: 'Tiếng Anh',
    fr: 'Tiếng Pháp',
    de: 'Tiếng Đức',
    ja: 'Tiếng Nhật',
    ko: 'Tiếng Hàn',
    zh: 'Tiếng Trung',
    th: 'Tiếng Thái',
    id: 'Tiếng Indonesia',
    ms: 'Tiếng Mã Lai',
    km: 'Tiếng Khmer',
    lo: 'Tiếng Lào',
  },
  availability: {
    AVAILABLE: 'Đang nhận việc',
    LIMITED: 'Nhận việc có giới hạn',
    UNAVAILABLE: 'Tạm ngưng nhận việc',
  },
  rejectionReasons: {
    INSUFFICIENT_EXPERIENCE: 'Chưa đủ kinh nghiệm',
    UNVERIFIABLE_CREDENTIALS: 'Không kiểm chứng được chứng chỉ',
    OUT_OF_SCOPE: 'Ngoài phạm vi của danh bạ chuyên gia',
    INCOMPLETE_OR_INACCURATE: 'Thông tin chưa đầy đủ hoặc chưa chính xác',
    OTHER: 'Lý do khác',
  },
  statuses: {
    DRAFT: 'Bản nháp',
    SUBMITTED: 'Đã gửi, chờ xét duyệt',
    UNDER_REVIEW: 'Đang xét duyệt',
    CHANGES_REQUESTED: 'Cần bổ sung',
    APPROVED: 'Đã phê duyệt',
    REJECTED: 'Bị từ chối',
  },
  kinds: {
    NEW: 'Đăng ký mới',
    CREDENTIALS: 'Thay đổi chứng chỉ',
  },
};

export default expertVocabulary;
