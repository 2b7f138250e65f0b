// Translated role names, one place for every screen that shows a role.
import type { TFunction } from 'i18next';
import type { Role } from '../../shared/domain/profile';

export const roleLabel = (t: TFunction, role: Role): string =>
  ({
    trainee: t('profiles:role.trainee'),
    instructor: t('profiles:role.instructor'),
    supervisor: t('profiles:role.supervisor'),
  })[role];

export const roleDescription = (t: TFunction, role: Role): string =>
  ({
    trainee: t('profiles:roleHelp.trainee'),
    instructor: t('profiles:roleHelp.instructor'),
    supervisor: t('profiles:roleHelp.supervisor'),
  })[role];
