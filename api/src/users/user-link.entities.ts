import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Industry, JobType, Skill } from '../lookups/lookup.entities';
import { User } from './user.entity';

@Entity('userskills')
export class UserSkill {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'int' })
  skill_id!: number;

  @ManyToOne(() => Skill, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'skill_id' })
  skill?: Skill;
}

@Entity('userindustry')
export class UserIndustry {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'int' })
  industry_id!: number;

  @ManyToOne(() => Industry, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'industry_id' })
  industry?: Industry;
}

@Entity('userjobtype')
export class UserJobType {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'int' })
  jobtype_id!: number;

  @ManyToOne(() => JobType, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'jobtype_id' })
  jobtype?: JobType;
}

@Entity('socialmedia')
export class SocialMedia {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 50 })
  name!: string;

  @Column({ type: 'varchar', length: 255 })
  link!: string;
}
