import type { EntityManager } from '@mikro-orm/core';
import { translate } from '../../collected/translate';
import { decisionTypeTitleKey, type DecisionType } from '../decisions/decision-catalogue';
import { documentLanguages, interfaceLanguageOf, type DocumentType } from '../decisions/document-types';
import { newFreetextMatter } from '../decisions/matter-types';
import type { Project } from './project.entity';
import { ProjectDecision } from './project-decision.entity';

/**
 * A decision as it starts: a freetext decision with no title yet (the editor asks for one); any other type titled
 * with its catalogue name in every document language and an empty matter text to write.
 */
export const newDecision = (em: EntityManager, project: Project, decisionType: DecisionType, position: number, documents: readonly DocumentType[]): ProjectDecision =>
  em.create(ProjectDecision, {
    project,
    decisionType,
    position,
    localizedTitles:
      decisionType === 'freetext'
        ? []
        : documentLanguages.map((language) => ({ language, title: translate(interfaceLanguageOf[language], decisionTypeTitleKey(decisionType)) })),
    matterTexts: [],
    ...newFreetextMatter(documents),
  });
