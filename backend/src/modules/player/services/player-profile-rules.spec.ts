import 'reflect-metadata';
import {
  ACHIEVEMENT_MESSAGES,
  CreateAchievementDto,
  PLAYER_PROFILE_MESSAGES as M,
  PlayerProfileDto,
  validateForm,
} from '@fiji/contracts';

/** The shared rules as the form sees them (validateForm), i.e. the same map a 400 carries. */
const valid = {
  dob: '2000-05-04',
  heightCm: 180,
  weightKg: 90,
  dominantSide: 'right',
  positions: ['Hooker'],
  formats: ['15s'],
  school: 'Queen Victoria School',
  province: 'Tailevu',
  gradYear: 2024,
  bio: 'Hard-working hooker.',
  contactEmail: 'a@b.fj',
  contactPhone: '+679 999 0000',
  visibility: 'public',
};

describe('PlayerProfileDto', () => {
  it('accepts a complete form, with numbers typed as text', () => {
    expect(validateForm(PlayerProfileDto, valid)).toEqual({});
    expect(validateForm(PlayerProfileDto, { ...valid, heightCm: '181', gradYear: '2025', weightKg: '' })).toEqual({});
  });

  it.each([
    ['dob', M.dob, ''],
    ['heightCm', M.heightMin, 99],
    ['heightCm', M.heightMax, 251],
    ['weightKg', M.weightMin, 29],
    ['weightKg', M.weightMax, 201],
    ['dominantSide', M.dominantSide, ''],
    ['positions', M.positions, []],
    ['positions', M.positions, undefined],
    ['positions', M.positionUnknown, ['Prop']],
    ['formats', M.formats, []],
    ['formats', M.formatUnknown, ['Rugby League']],
    ['school', M.school, '  '],
    ['province', M.province, ''],
    ['province', M.provinceUnknown, 'Auckland'],
    ['gradYear', M.gradYear, 2019],
    ['gradYear', M.gradYear, 2029],
    ['gradYear', M.gradYear, 'soon'],
    ['bio', M.bio, 'x'.repeat(501)],
    ['contactEmail', 'Valid email is required', 'not-an-email'],
    ['contactPhone', M.contactPhone, ''],
    ['visibility', M.visibility, 'friends'],
  ])('%s -> %s', (field, message, value) => {
    expect(validateForm(PlayerProfileDto, { ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('defaults gradYear to the current year and visibility to public', () => {
    const { gradYear: _g, visibility: _v, ...rest } = valid;
    expect(validateForm(PlayerProfileDto, rest)).toEqual({});
  });
});

describe('CreateAchievementDto', () => {
  const ok = { title: 'Deans Trophy winner', year: 2024, type: 'tournament', note: '', playerId: '5c4a1f0e-8a8e-4a4e-9a7e-1b2c3d4e5f60' };
  it('accepts the dialog values', () => expect(validateForm(CreateAchievementDto, ok)).toEqual({}));
  it.each([
    ['title', 'Title is required', ''],
    ['year', ACHIEVEMENT_MESSAGES.year(), 1989],
    ['year', ACHIEVEMENT_MESSAGES.year(), new Date().getUTCFullYear() + 2],
    ['year', ACHIEVEMENT_MESSAGES.year(), 2020.5],
    ['type', ACHIEVEMENT_MESSAGES.type, 'trophy'],
    ['note', ACHIEVEMENT_MESSAGES.note, 'x'.repeat(1001)],
  ])('%s -> %s', (field, message, value) => {
    expect(validateForm(CreateAchievementDto, { ...ok, [field]: value })).toEqual({ [field]: message });
  });
  it('next year is allowed', () => {
    expect(validateForm(CreateAchievementDto, { ...ok, year: new Date().getUTCFullYear() + 1 })).toEqual({});
  });
});
